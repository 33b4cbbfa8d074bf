/** Preview files the server takes (v2/assets/{id}/preview and the register's previews): pictures and PDFs. */
export const PREVIEW_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';
