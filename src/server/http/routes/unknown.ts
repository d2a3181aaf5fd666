import { apiError } from "@/server/http/responses";

/** Any method on an /api/ path that has no route: a JSON 404, like every other API error. */
export function ALL(): Response {
  return apiError(404, "not_found");
}
