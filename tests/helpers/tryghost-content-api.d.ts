// @tryghost/content-api ships no types: what the tests use of it.
declare module "@tryghost/content-api" {
  type Params = Record<string, string | number | undefined>;
  type Found = Record<string, unknown>;
  type List = Found[] & { meta: { pagination: Record<string, number | null> } };
  interface Resource {
    browse(params?: Params): Promise<List>;
    read(data: { id?: string; slug?: string }, params?: Params): Promise<Found>;
  }
  interface ContentApi {
    posts: Resource;
    pages: Resource;
    tags: Resource;
    authors: Resource;
    tiers: Pick<Resource, "browse">;
    settings: { browse(params?: Params): Promise<Found> };
  }
  export default function GhostContentAPI(options: {
    url: string;
    key: string;
    version: string | boolean;
    userAgent?: string | boolean;
  }): ContentApi;
}
