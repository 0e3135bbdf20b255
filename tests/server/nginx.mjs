// Starts Debian's nginx on 127.0.0.1 with the production configuration of deploy/nginx/
// (its /srv/docs paths and listen address replaced), serving build/. Used by the end-to-end
// tests, the load test and the benchmarks. `buildDir` serves another build with the same
// configuration (the bench's baseline sites); it needs its own build/.nginx (server-config).
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** build/.nginx is written by `npm run build`; after a bare `docusaurus build`, write it now. */
function ensureServerConfig(buildDir) {
  const csp = path.join(buildDir, '.nginx/csp.conf');
  const index = path.join(buildDir, 'index.html');
  if (existsSync(csp) && statSync(csp).mtimeMs >= statSync(index).mtimeMs) return;
  console.log('build/.nginx is missing or older than the build: running the postbuild step');
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/jiti/bin/jiti.js'), 'scripts/server-config/cli.ts', buildDir],
    {cwd: ROOT, stdio: 'inherit'},
  );
  if (result.status !== 0) throw new Error('scripts/server-config/cli.ts failed');
}

/** @param {{port?: number, workers?: number, buildDir?: string}} [options] */
export async function startNginx({port, workers = 1, buildDir = path.join(ROOT, 'build')} = {}) {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} is missing: run \`npm run build\` first.`);
  }
  for (const [file, pkg] of [
    [NGINX, 'nginx'],
    [BROTLI_MODULE, 'libnginx-mod-http-brotli-static'],
  ]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run \`npm run setup\` (installs ${pkg}).`);
  }
  ensureServerConfig(buildDir);

  const dir = mkdtempSync(path.join(tmpdir(), 'docs-nginx-'));
  const site = readFileSync(path.join(ROOT, 'deploy/nginx/docs.conf'), 'utf8')
    .replaceAll('/srv/docs/build', buildDir)
    .replaceAll('/srv/docs', ROOT)
    .replace(/^(\s*)listen 8080;/m, `$1listen 127.0.0.1:${port};`);
  writeFileSync(path.join(dir, 'docs.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `load_module ${BROTLI_MODULE};
daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/docs.conf;
}
`,
  );
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')];
  const test = spawnSync(NGINX, [...args, '-t'], {encoding: 'utf8'});
  if (test.status !== 0) throw new Error(`nginx rejected the configuration:\n${test.stderr}`);

  const baseUrl = `http://127.0.0.1:${port}`;
  // A server left over from an interrupted run would answer instead of ours, with its own
  // (older) configuration: refuse rather than test the wrong server.
  const stale = await fetch(baseUrl).then(
    () => true,
    () => false,
  );
  if (stale)
    throw new Error(`${baseUrl} is already in use (an nginx left running?): stop it first`);
  const child = spawn(NGINX, args, {stdio: ['ignore', 'inherit', 'inherit']});
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(baseUrl)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100 || child.exitCode !== null) {
      throw new Error(
        `nginx did not start on ${baseUrl}: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    errorLog: () => readFileSync(path.join(dir, 'error.log'), 'utf8'),
    async stop() {
      child.kill('SIGQUIT');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
