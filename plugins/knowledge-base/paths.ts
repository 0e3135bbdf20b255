/** URLs of the knowledge base. Browser code imports these too. */
export const KB_BASE_PATH = '/discussions/knowledge-base';
export const kbArticlePath = (n: number): string => `${KB_BASE_PATH}/${n}`;
export const kbLabelPath = (label: string): string =>
  `${KB_BASE_PATH}?label=${encodeURIComponent(label)}`;
