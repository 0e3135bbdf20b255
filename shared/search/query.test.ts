import {describe, expect, it} from 'vitest';

import {kindPrior, pageKind, pageKinds, parseQuery, versionForms} from './query';

describe('query parsing', () => {
  it('keeps the subject, with synonyms, and drops stop words', () => {
    const parsed = parseQuery('How do I upgrade k8s?');
    expect(parsed.groups).toEqual([
      ['upgrade', 'update', 'upgrading', 'updating', 'migrate', 'migration'],
      ['k8s', 'kubernetes'],
    ]);
    expect(parsed.howTo).toBe(true);
    expect(parsed.symptom).toBe(false);
  });
  it("searches a reader's word with the words the pages use for it, one way only", () => {
    const groups = (q: string) => parseQuery(q).groups;
    expect(groups('get access to the private repos')[0]).toEqual(
      expect.arrayContaining(['access', 'invitation']),
    );
    expect(groups('resend my invitation')[1]).not.toContain('access');
    expect(groups('log in to the aws console')[0]).toEqual(
      expect.arrayContaining(['login', 'authentication']),
    );
    expect(groups('sign the commits')[0]).toEqual(['sign']);
    expect(groups('terraform naming conventions')[1]).toContain('style');
  });
  it('reads intent words as the kind of page wanted, unless they are the whole query', () => {
    expect(parseQuery('redis module').groups).toEqual([['redis', 'elasticache']]);
    expect([...parseQuery('redis module').intents]).toEqual(['reference']);
    expect(parseQuery('release notes').groups).toEqual([['release'], ['notes']]);
    expect(parseQuery('release notes').intents.size).toBe(0);
    expect(parseQuery('release notes').browse).toBe(true);
    expect(kindPrior('listing', parseQuery('release notes'))).toBeGreaterThan(
      kindPrior('release', parseQuery('release notes')),
    );
    expect(parseQuery('redis module').browse).toBe(false);
    expect(parseQuery('redis module').optional).toEqual([['module']]);
  });
  it('reads "first version" and "first supported" as a wish for the earliest release month', () => {
    const parsed = parseQuery('eks managed node groups first supported');
    expect(parsed.firstMention).toBe(true);
    expect(parsed.groups.flat()).not.toContain('first');
    expect(parseQuery('deploying my first module').firstMention).toBe(false);
  });
  it('keeps symptom words as optional terms, and a question with a negation is no symptom', () => {
    expect(parseQuery('golang error wrapping').optional).toEqual([['error']]);
    expect(parseQuery('what decisions cant be undone').symptom).toBe(false);
    expect(parseQuery('prod acct cant pull images').symptom).toBe(true);
  });
  it('spots a problem report', () => {
    expect(parseQuery('apply fails with access denied').symptom).toBe(true);
    expect(parseQuery('"no basic auth credentials"').symptom).toBe(true);
  });
  it('writes versions every way pages write them', () => {
    expect(versionForms('0.13')).toEqual(['13']);
    expect(versionForms('13')).toEqual(['0.13']);
    expect(versionForms('4.x')).toEqual(['4', 'v4']);
    expect(versionForms('2023')).toEqual([]);
  });
});

describe('page kinds', () => {
  it('come from the area registry: a generated page with pages under it lists them', () => {
    expect(
      pageKinds([
        '/reference/modules/terraform-aws-vpc',
        '/reference/modules/terraform-aws-vpc/vpc-app',
        '/reference/modules',
        '/guides/production-framework',
        '/guides/production-framework/ingredients',
        '/pipelines/overview',
        '/search',
      ]),
    ).toEqual(['listing', 'reference', 'listing', 'guide', 'guide', 'docs', 'listing']);
  });
  it('come from the URL', () => {
    expect(pageKind('/discussions/knowledge-base/10#answer')).toBe('kb');
    expect(pageKind('/discussions/knowledge-base')).toBe('listing');
    expect(pageKind('/library/reference')).toBe('listing');
    expect(pageKind('/discussions/knowledge-base/10')).toBe('kb');
    expect(pageKind('/guides/stay-up-to-date/releases/2021-03')).toBe('release');
    expect(pageKind('/reference/modules/terraform-aws-vpc/vpc-app')).toBe('reference');
    expect(pageKind('/faq/eks')).toBe('faq');
    expect(pageKind('/tags/eks')).toBe('tag');
    expect(pageKind('/guides/style/terraform-style-guide')).toBe('guide');
  });
  it('weigh how-to questions towards guides and symptoms towards the knowledge base', () => {
    const how = parseQuery('how to add an account');
    const broken = parseQuery('account creation failed');
    expect(kindPrior('guide', how)).toBeGreaterThan(kindPrior('kb', how));
    expect(kindPrior('kb', broken)).toBeGreaterThan(kindPrior('guide', broken));
    expect(kindPrior('reference', parseQuery('vpc module'))).toBeGreaterThan(
      kindPrior('guide', parseQuery('vpc module')),
    );
  });
});
