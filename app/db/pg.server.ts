import type Pg from "pg";
import { lazyRequire } from "~/platform/lazy-require.server";

/**
 * node-postgres, loaded the first time PostgreSQL is used: a site on SQLite never needs it, and
 * importing it took ~70 ms of every server process's start (decision 0020).
 */
export const pgDriver = lazyRequire<typeof Pg>("pg");
