import { randomUUID } from "node:crypto";
import { contactSchema, type ContactSuccessBody } from "@/domain/forms/contact";
import { createPostRoute } from "@/server/http/post-route";
import { API_ROUTES } from "@/domain/forms/api-routes";
import { json, methodNotAllowed } from "@/server/http/responses";

export const POST = createPostRoute({
  name: "contact",
  schema: contactSchema,
  async handle(message, { store }) {
    const body: ContactSuccessBody = { data: await store.addContactMessage(message) };
    return { response: json(201, body), log: { outcome: "created" } };
  },
  async decoy() {
    const body: ContactSuccessBody = { data: { id: randomUUID() } };
    return json(201, body);
  },
});

/** Every other method, OPTIONS and HEAD included. */
export const ALL = methodNotAllowed(API_ROUTES.contact.methods);
