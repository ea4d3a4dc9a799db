// Ghost's NQL parser ships no types: `parse` returns its Mongo-like JSON (nql-filter.ts reads it).
declare module "@tryghost/nql-lang" {
  const nql: { parse(input: string, options?: { preserveRelativeDates?: boolean }): unknown };
  export default nql;
}
