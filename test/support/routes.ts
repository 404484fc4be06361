import type { Application } from 'express';
import type { TestApp } from './test-app';

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface Route {
  method: string;
  path: string;
}

/** Every route Express knows, as "METHOD /path" with Nest's parameter names. */
export function listRoutes(test: TestApp): Route[] {
  const express = test.running.app.getHttpAdapter().getInstance() as Application & {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  const routes: Route[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const method of Object.keys(layer.route.methods)) {
      // An @All() route lists every verb Node knows (ACL, BIND, ...): keep the ones clients send.
      if (!HTTP_METHODS.includes(method.toUpperCase())) continue;
      routes.push({ method: method.toUpperCase(), path: layer.route.path });
    }
  }
  return routes;
}
