/**
 * An object whose properties are each made on first read, once, by the given function: a request
 * that reads two of a backend's stores builds two, not all of them (each store prepares its
 * queries and closures when made). The result is a plain object afterwards: a property read
 * once is an ordinary data property.
 */
export function lazyObject<T extends object>(makers: { [K in keyof T]: () => T[K] }): T {
  const target = {} as T;
  for (const key of Object.keys(makers) as (keyof T & string)[]) {
    Object.defineProperty(target, key, {
      configurable: true,
      enumerable: true,
      get() {
        const value = makers[key]();
        Object.defineProperty(target, key, { value, enumerable: true, writable: false, configurable: false });
        return value;
      },
    });
  }
  return target;
}
