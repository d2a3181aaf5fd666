/** Navigation with its text already translated, as server components hand it to client islands. */
export interface NavLinkView {
  key: string;
  href: string;
  title: string;
  description?: string;
  external?: boolean;
}

export interface NavGroupView {
  key: string;
  label: string;
  items: NavLinkView[];
}

export interface SectionLinkView {
  id: string;
  label: string;
}
