/** Reads `npm audit --json` output: the high and critical advisories, or why there is no answer. */
export type AuditVerdict =
  | {kind: 'ok'; counts: Record<string, number>}
  | {kind: 'vulnerable'; counts: Record<string, number>; packages: string[]}
  | {kind: 'unavailable'; reason: string};

type AuditJson = {
  message?: string;
  statusCode?: number;
  metadata?: {vulnerabilities?: Record<string, number>};
  vulnerabilities?: Record<string, {severity: string; via?: unknown[]}>;
};

export function auditVerdict(stdout: string): AuditVerdict {
  let json: AuditJson;
  try {
    json = JSON.parse(stdout) as AuditJson;
  } catch {
    return {kind: 'unavailable', reason: 'npm audit printed no JSON'};
  }
  const counts = json.metadata?.vulnerabilities;
  if (!counts) {
    return {
      kind: 'unavailable',
      reason: json.message ?? `no advisory data (status ${json.statusCode ?? '?'})`,
    };
  }
  const packages = Object.entries(json.vulnerabilities ?? {})
    .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
    .map(([name, v]) => `${name} (${v.severity})`)
    .sort();
  return packages.length || (counts.high ?? 0) + (counts.critical ?? 0) > 0
    ? {kind: 'vulnerable', counts, packages}
    : {kind: 'ok', counts};
}
