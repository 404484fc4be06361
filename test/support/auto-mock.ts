/**
 * A provider a controller or a service asks for, as an object with a `jest.fn()` for each of its
 * class's methods (Nest's `useMocker`): what a spec does not give on purpose stays a mock.
 */
export function autoMock(token: unknown): unknown {
  if (typeof token !== 'function') return undefined;
  const mock: Record<string, jest.Mock> = {};
  for (
    let prototype = (token as { prototype: object }).prototype;
    prototype && prototype !== Object.prototype;
    prototype = Object.getPrototypeOf(prototype) as object
  )
    for (const name of Object.getOwnPropertyNames(prototype))
      if (name !== 'constructor' && !(name in mock)) mock[name] = jest.fn();
  return mock;
}
