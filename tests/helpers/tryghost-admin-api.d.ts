// @tryghost/admin-api ships no types: what the tests use of it.
declare module "@tryghost/admin-api" {
  type Params = Record<string, string | number | undefined>;
  type Found = Record<string, unknown>;
  type List = Found[] & { meta: { pagination: Record<string, number | null> } };
  interface Resource {
    browse(params?: Params): Promise<List>;
    read(data: { id?: string; slug?: string }, params?: Params): Promise<Found>;
    add(data: Record<string, unknown>, params?: Params): Promise<Found>;
    edit(data: Record<string, unknown>, params?: Params): Promise<Found>;
    delete(data: { id: string }): Promise<unknown>;
  }
  interface AdminApi {
    posts: Resource;
    tags: Resource;
    site: { read(): Promise<Found> };
    users: Resource;
    images: { upload(data: { file: string; ref?: string }): Promise<{ url: string }> };
  }
  export default function GhostAdminAPI(options: {
    url: string;
    key: string;
    version: string;
  }): AdminApi;
}
