/**
 * The documents feature's public surface (docs/decisions/0021-documents.md): the worker's upload
 * form and documents (/documents) and the agency's review (/admin/documents).
 */
export {
  AdminDocuments,
  type DocumentFilters,
  parseDocumentFilters,
} from "./components/admin-documents";
export { MyDocuments } from "./components/my-documents";
export { UploadDocumentForm } from "./components/upload-document-form";
