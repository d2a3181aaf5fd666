/**
 * The site's API: each route's path and the methods it serves (its `Allow` header). The forms post
 * to these paths, the server answers them, and src/pages/api/ has one file per route (a unit test
 * checks the two agree). A `[name]` segment is a parameter, as in the page file's name.
 */
export const API_ROUTES = {
  waitlist: { path: "/api/waitlist", methods: "POST" },
  contact: { path: "/api/contact", methods: "POST" },
  demoRequests: { path: "/api/demo-requests", methods: "POST" },
  feedback: { path: "/api/feedback", methods: "POST" },
  /** One stored answer, named by the id `POST /api/feedback` answered (see feedback-update.ts). */
  feedbackAnswer: { path: "/api/feedback/[id]", methods: "PATCH" },
  health: { path: "/api/health", methods: "GET, HEAD" },
} as const;

/** The address of one stored docs feedback answer. */
export function feedbackAnswerPath(id: string): string {
  return API_ROUTES.feedbackAnswer.path.replace("[id]", encodeURIComponent(id));
}
