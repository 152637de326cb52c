import { describe, expect, it } from 'vitest';
import { API_PREFIX, API_ROUTES, apiPaths, CACHED_API_PREFIXES } from './api-paths.ts';

function allRoutes(table: object): string[] {
  return Object.values(table).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : allRoutes(value as object),
  );
}

describe('apiPaths', () => {
  it('fills every parameter, URL-encoded', () => {
    expect(apiPaths.courses.lesson('sql basics/1')).toBe('/courses/lessons/sql%20basics%2F1/');
    expect(apiPaths.courses.courseModules('data-engineering')).toBe(
      '/courses/data-engineering/modules/',
    );
    expect(apiPaths.courses.moduleLessons('m1')).toBe('/courses/modules/m1/lessons/');
    expect(apiPaths.resume.history('r1')).toBe('/resume/r1/history/');
    expect(apiPaths.resume.roleRecommendations('x')).toBe('/resume/roles/x/recommendations/');
    expect(apiPaths.mediaVideo('a.mp4')).toBe('/media/videos/a.mp4');
  });
});

describe('API_ROUTES', () => {
  it('start with a slash and end with one, except the health check and media files', () => {
    for (const route of allRoutes(API_ROUTES)) {
      expect(route.startsWith('/')).toBe(true);
      if (route !== API_ROUTES.health && route !== API_ROUTES.mediaVideo) {
        expect(route.endsWith('/')).toBe(true);
      }
    }
  });

  it('lie under the prefixes the service worker caches by', () => {
    for (const route of allRoutes(API_ROUTES.courses)) {
      expect(`${API_PREFIX}${route}`.startsWith(CACHED_API_PREFIXES.courses)).toBe(true);
    }
    expect(`${API_PREFIX}${API_ROUTES.mediaVideo}`.startsWith(CACHED_API_PREFIXES.media)).toBe(
      true,
    );
    // Per-user data must never land in the shared lesson cache.
    for (const route of [API_ROUTES.lessonProgress, API_ROUTES.authoringPermissions]) {
      expect(`${API_PREFIX}${route}`.startsWith(CACHED_API_PREFIXES.courses)).toBe(false);
    }
  });
});
