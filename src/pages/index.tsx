import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import {homeSections} from '@site/src/data/home-sections';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <main className={styles.main}>
        <header className={styles.hero}>
          <Heading as="h1">{siteConfig.title}</Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <p>
            Guides, a reference for every module, and the operating manual for the landing zone,
            pipelines and reference architecture: everything an infrastructure team needs to run AWS
            as reviewed, versioned code.
          </p>
          <div className={styles.actions}>
            <Link
              className="button button--primary button--lg"
              to="/intro/overview/getting-started"
            >
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to="/intro">
              How these docs are organised
            </Link>
          </div>
        </header>
        <section aria-labelledby="sections-heading" className={styles.sections}>
          <Heading as="h2" id="sections-heading">
            Find your way
          </Heading>
          <ul className={styles.grid}>
            {homeSections.map((section) => (
              <li key={section.to} className={styles.card}>
                <Link to={section.to} className={styles.cardLink}>
                  <Heading as="h3">{section.title}</Heading>
                  <p>{section.description}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
