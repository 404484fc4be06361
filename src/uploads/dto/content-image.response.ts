/** POST /api/admin/content/image: where the stored picture is served from. */
export class ContentImageResponse {
  /** @example "/api/upload/contentFiles/0b6f3c1e-8a1f-4d2b-9a57-5a3f1f0c2d11.jpg" */
  url: string;
}
