/** GET /api/site: the centre's fixed details and page texts. */
export type SiteConfig = {
  name: string;
  logoText: string;
  productName: string;
  representative: string;
  businessNumber: string;
  mailOrderNumber: string;
  address: string;
  email: string;
  phone: string;
  fax: string;
  hours: string;
  directions: { metroLine: string; metroStation: string; busStop: string };
  introduction: { title: string; paragraphs: string[] };
  support: { title: string; paragraphs: string[] };
  /** A live site running the payment sandbox: every page says payments are not real. */
  testPayments?: boolean;
};
