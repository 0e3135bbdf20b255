/**
 * Which reference page a module named in a release is. Releases name modules as their notes did:
 * a module folder of the repository ("ecs-service", sometimes with a parent folder such as
 * "alarms/alb-alarms"), or for the service catalog a path under `modules/` ("mgmt/bastion-host").
 */
export type CatalogIndex = {
  /** "repo/module" of every module page. */
  modules: Iterable<string>;
  /** Every service page: its key ("category/service") and its folder in the service catalog. */
  services: Iterable<{key: string; source_path: string}>;
};

export type ModuleResolver = (repo: string, module: string) => string | undefined;

const SERVICE_CATALOG_REPO = 'terraform-aws-service-catalog';
const lastSegment = (p: string) => p.split('/').at(-1) ?? p;

/** A resolver answering the page key ("repo/module" or "category/service"), or undefined. */
export function moduleResolver(catalog: CatalogIndex): ModuleResolver {
  const modules = new Set(catalog.modules);
  const byFolder = new Map<string, string>();
  const byName = new Map<string, string[]>();
  for (const s of catalog.services) {
    byFolder.set(s.source_path.replace(/^modules\//, ''), s.key);
    const name = lastSegment(s.key);
    byName.set(name, [...(byName.get(name) ?? []), s.key]);
  }
  return (repo, module) => {
    const name = module.trim();
    if (repo === SERVICE_CATALOG_REPO) {
      const exact = byFolder.get(name);
      if (exact) return exact;
      const same = byName.get(lastSegment(name));
      return same?.length === 1 ? same[0] : undefined;
    }
    if (modules.has(`${repo}/${name}`)) return `${repo}/${name}`;
    const last = `${repo}/${lastSegment(name)}`;
    return modules.has(last) ? last : undefined;
  };
}
