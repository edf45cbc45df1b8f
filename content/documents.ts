/** The shape of a legal page's text (/terms, /privacy): numbered sections of plain paragraphs. */
export interface DocumentSection {
  /** The section's anchor on its page, e.g. "fees" for /terms#fees. */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Links shown after the text, e.g. to the privacy policy from the terms. */
  links?: { href: string; label: string }[];
}

export interface LegalDocument {
  title: string;
  /** YYYY-MM-DD: when the text last changed. */
  updated: string;
  intro: string;
  sections: DocumentSection[];
}
