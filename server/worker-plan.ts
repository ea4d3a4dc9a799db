// What the primary of a multi-worker server reads first, as its own entry of the server build
// (build/server/worker-plan.js): how many workers to fork and with which V8 flags, from the
// environment alone, so the first worker starts loading the full bundle while the primary still
// loads build/server/prepare.js and prepares the database (decision 0020).
export { workerPlanFromEnvironment } from "~/platform/worker-plan";
