import { randomUUID } from "node:crypto";
import { demoRequestSchema, type DemoRequestSuccessBody } from "@/domain/forms/demo-request";
import { createPostRoute } from "@/server/http/post-route";
import { API_ROUTES } from "@/domain/forms/api-routes";
import { json, methodNotAllowed } from "@/server/http/responses";

export const POST = createPostRoute({
  name: "demo-requests",
  schema: demoRequestSchema,
  async handle(request, { store }) {
    const body: DemoRequestSuccessBody = { data: await store.addDemoRequest(request) };
    return { response: json(201, body), log: { outcome: "created" } };
  },
  async decoy() {
    const body: DemoRequestSuccessBody = { data: { id: randomUUID() } };
    return json(201, body);
  },
});

/** Every other method, OPTIONS and HEAD included. */
export const ALL = methodNotAllowed(API_ROUTES.demoRequests.methods);
