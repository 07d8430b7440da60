import { useMatches } from '@tanstack/react-router';
import { routeDef, routeTitle, type RouteDef, type RouteId } from '../lib/route-table';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The id of the route in lib/route-table.ts. */
    routeId?: RouteId;
  }
}

export interface CurrentRoute {
  def: RouteDef | null;
  params: Record<string, string>;
  title: string;
}

/** The deepest matched route that belongs to the route table, with its Italian title. */
export function useCurrentRoute(): CurrentRoute {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const m = matches[i];
    const id = m.staticData?.routeId;
    if (id) {
      const def = routeDef(id);
      const params = m.params as Record<string, string>;
      return { def, params, title: routeTitle(def, params) };
    }
  }
  return { def: null, params: {}, title: '' };
}
