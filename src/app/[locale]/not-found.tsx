import { NotFoundContent } from "@/features/not-found/not-found-content";

// Rendered when a page calls notFound(), e.g. a genome id that is not in the catalogue.
export default function LocaleNotFound() {
  return <NotFoundContent />;
}
