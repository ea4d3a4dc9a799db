import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { S3StorageOptions } from "~/media/s3-storage.server";

/** The part of s3rver (no type declarations of its own) these tests use. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

export const TEST_BUCKET = "techpulse-media";

export interface TestS3Server {
  /** Settings for createS3Storage: path-style, s3rver's fixed credentials. */
  options: S3StorageOptions;
  /** The same as environment variables, for loadConfig or a child process. */
  env: Record<string, string>;
  /** The folder s3rver keeps objects in. */
  directory: string;
  stop: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free localhost port, storing into a new temporary
 * folder, with the bucket `TEST_BUCKET` created. `stop` closes it and removes the folder.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "techpulse-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const options: S3StorageOptions = {
    bucket: TEST_BUCKET,
    endpoint,
    region: "us-east-1",
    // s3rver accepts only these (it checks signatures).
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    options,
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: options.region,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    directory,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** `startS3Server` for a describe block: started before its tests, stopped after. */
export function useS3Server(): () => TestS3Server {
  let server: TestS3Server | undefined;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error("the S3 server is not running (use inside a test)");
    return server;
  };
}

/** An endpoint where nothing listens (a port taken from the system, then released): a store that is down. */
export async function unreachableEndpoint(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
