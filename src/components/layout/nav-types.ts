/** Navigation with its text already translated at build time, as the header hands it to its parts. */
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
