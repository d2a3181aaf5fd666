/**
 * The site's API: each route's path and the methods it serves (its `Allow` header). The forms post
 * to these paths, the server answers them, and src/pages/api/ has one file per route (a unit test
 * checks the two agree).
 */
export const API_ROUTES = {
  waitlist: { path: "/api/waitlist", methods: "POST" },
  contact: { path: "/api/contact", methods: "POST" },
  demoRequests: { path: "/api/demo-requests", methods: "POST" },
  feedback: { path: "/api/feedback", methods: "POST" },
  health: { path: "/api/health", methods: "GET, HEAD" },
} as const;
