/** Enough of the Cache Storage API for the audio and image caches: whole responses by URL. */
export function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  // Stored by path, as the page names its media ('/media/audios/…'), whatever form is given.
  const keyOf = (request: RequestInfo | URL) => {
    const href =
      typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    const url = new URL(href, 'http://localhost');
    return `${url.pathname}${url.search}`;
  };
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (request: RequestInfo | URL) => store.get(keyOf(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) =>
        void store.set(keyOf(request), response),
      delete: async (request: RequestInfo | URL) => store.delete(keyOf(request)),
      keys: async () =>
        [...store.keys()].map((url) => new Request(new URL(url, 'http://localhost'))),
    };
  };
  const api = {
    open,
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
  };
  return {
    api: api as unknown as CacheStorage & typeof api,
    urls: (name: string) => [...(stores.get(name)?.keys() ?? [])],
  };
}
