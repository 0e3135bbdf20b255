/** Prints the Algolia Crawler configuration (deploy/docsearch-crawler.ts) to paste into its editor. */
import {crawlerSource} from '../deploy/docsearch-crawler';

process.stdout.write(crawlerSource(process.argv[2]));
