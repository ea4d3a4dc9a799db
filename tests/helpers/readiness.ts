/** What /readyz answers (200) when every check passes: the integration and e2e tests expect it. */
export const ALL_READY = {
  status: "ok",
  database: "ok",
  migrations: "ok",
  dataFolder: "ok",
  accepting: "ok",
  workers: "ok",
};
