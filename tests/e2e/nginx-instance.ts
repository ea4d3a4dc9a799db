import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./spawned-server";

/** The site configuration operators install (docs/deploy.md), which this test runs as written. */
export const NGINX_SITE_CONFIG = path.resolve("deploy/nginx.conf");

export interface SiteConfigPlaces {
  /** `listen` of the HTTPS server, e.g. "127.0.0.1:8443". */
  httpsListen: string;
  /** `listen` of the plain-HTTP redirect server. */
  httpListen: string;
  /** host:port of each app server, in the order of the upstream's `server` lines. */
  backends: string[];
  certificate: string;
  certificateKey: string;
  cacheDir: string;
}

/** Replaces the one match of `pattern` in `text`; throws when there is not exactly one. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags}g`)) ?? [];
  if (matches.length !== 1) {
    throw new Error(`deploy/nginx.conf: expected one ${what}, found ${matches.length}`);
  }
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf with only what must differ on a test machine rewritten (the file's header
 * lists these): the two `listen` addresses, the upstream's `server` addresses (their parameters
 * kept), the certificate paths and the cache folder. A change to the file's shape that moves
 * one of them fails here, loudly, instead of testing something else.
 */
export function siteConfigForTest(source: string, places: SiteConfigPlaces): string {
  let text = replaceOnce(
    source,
    /^(\s*)listen\s+443\s+ssl\s+http2;/m,
    `$1listen ${places.httpsListen} ssl http2;`,
    "`listen 443 ssl http2;`",
  );
  text = replaceOnce(text, /^(\s*)listen\s+80;/m, `$1listen ${places.httpListen};`, "`listen 80;`");
  text = replaceOnce(
    text,
    /^(\s*)ssl_certificate\s+\S+;/m,
    `$1ssl_certificate ${places.certificate};`,
    "ssl_certificate",
  );
  text = replaceOnce(
    text,
    /^(\s*)ssl_certificate_key\s+\S+;/m,
    `$1ssl_certificate_key ${places.certificateKey};`,
    "ssl_certificate_key",
  );
  text = replaceOnce(
    text,
    /^(\s*)proxy_cache_path\s+\S+/m,
    `$1proxy_cache_path ${places.cacheDir}`,
    "proxy_cache_path",
  );

  const upstream = /^upstream techpulse \{\n[\s\S]*?^\}/m.exec(text);
  if (!upstream) throw new Error("deploy/nginx.conf: no `upstream techpulse { … }` block");
  const serverLine = /^(\s*server\s+)\S+?((?:\s+[^;\n]+)?;)/gm;
  const found = upstream[0].match(serverLine) ?? [];
  if (found.length !== places.backends.length) {
    throw new Error(
      `deploy/nginx.conf: the upstream has ${found.length} server lines, the test runs ${places.backends.length} servers`,
    );
  }
  let index = 0;
  const block = upstream[0].replace(
    serverLine,
    (_line, start: string, rest: string) => `${start}${places.backends[index++]}${rest}`,
  );
  return text.replace(upstream[0], block);
}

export interface NginxInstance {
  /** https://127.0.0.1:PORT: SITE_URL of the servers behind it. */
  httpsOrigin: string;
  /** http://127.0.0.1:PORT: the redirecting plain-HTTP server. */
  httpOrigin: string;
  /**
   * The access log, one line per request: method, URI, status, the upstream address that
   * answered (or "-") and the proxy cache's status (HIT, MISS, or "-" where nothing is cached).
   */
  accessLog: () => string[];
  stop: () => Promise<void>;
}

/** nginx's path on Debian (`/usr/sbin` is not on every user's PATH), else whatever PATH finds. */
function nginxBinary(): string {
  return existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
}

/** Whether nginx can be run here (`.ci/run` installs Debian's nginx-light when it is missing). */
export function nginxAvailable(): boolean {
  try {
    execFileSync(nginxBinary(), ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

async function waitForPort(port: number, isRunning: () => boolean, log: () => string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (!isRunning()) throw new Error(`nginx exited during start:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * nginx in front of `backends` (host:port each), running the repo's deploy/nginx.conf in a
 * temporary prefix folder, as any user: `nginx -p DIR -c DIR/nginx.conf`, where the main file
 * (this test's) keeps the pid, logs, temporary files and the cache inside DIR and includes the
 * site file. TLS uses a self-signed certificate for 127.0.0.1 made here with openssl.
 */
export async function startNginx(backends: string[]): Promise<NginxInstance> {
  const dir = mkdtempSync(path.join(tmpdir(), "techpulse-nginx-"));
  // Started as root, nginx's workers run as an unprivileged user: they must reach the cache and
  // temporary folders inside DIR (the key is read by the master, before it drops privileges).
  chmodSync(dir, 0o755);
  const certificate = path.join(dir, "cert.pem");
  const certificateKey = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
    ].concat(["-keyout", certificateKey, "-out", certificate]),
    { stdio: "ignore" },
  );
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const site = siteConfigForTest(readFileSync(NGINX_SITE_CONFIG, "utf8"), {
    httpsListen: `127.0.0.1:${httpsPort}`,
    httpListen: `127.0.0.1:${httpPort}`,
    backends,
    certificate,
    certificateKey,
    cacheDir: path.join(dir, "cache"),
  });
  writeFileSync(path.join(dir, "techpulse.conf"), site);
  const accessLog = path.join(dir, "access.log");
  const errorLog = path.join(dir, "error.log");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${errorLog} warn;`,
      "events { worker_connections 512; }",
      "http {",
      `  client_body_temp_path ${dir}/client_body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      "  log_format upstreams '$request_method $request_uri $status $upstream_addr $upstream_cache_status';",
      `  access_log ${accessLog} upstreams;`,
      `  include ${dir}/techpulse.conf;`,
      "}",
      "",
    ].join("\n"),
  );

  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", errorLog];
  const readErrorLog = () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "");
  try {
    execFileSync(nginxBinary(), [...args, "-t", "-q"], { stdio: "pipe" });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx refused the configuration:\n${stderr}${readErrorLog()}`, {
      cause: error,
    });
  }
  const child = spawn(nginxBinary(), args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let running = true;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running = false;
      resolve();
    }),
  );
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    // SIGTERM: nginx's fast shutdown (the master stops its workers, then exits).
    if (running) child.kill("SIGTERM");
    await exited;
    process.off("exit", killOnExit);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(
      httpsPort,
      () => running,
      () => stderr + readErrorLog(),
    );
    await waitForPort(
      httpPort,
      () => running,
      () => stderr + readErrorLog(),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    httpsOrigin: `https://127.0.0.1:${httpsPort}`,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    accessLog: () =>
      existsSync(accessLog) ? readFileSync(accessLog, "utf8").split("\n").filter(Boolean) : [],
    stop,
  };
}
