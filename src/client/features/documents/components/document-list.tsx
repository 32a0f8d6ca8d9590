import type { ReactNode } from "react";
import { ListTotal } from "@/client/components/list-total";
import { LoadMore } from "@/client/components/load-more";
import { Card, CardContent } from "@/client/components/ui/card";
import type { PagedList } from "@/client/lib/use-paged-list";
import type { WorkerDocument } from "@/domain/api/document";
import { documentKindLabels } from "@/domain/document";
import { DocumentDetails } from "./document-details";
import { DocumentStatusBadge } from "./document-status-badge";

/**
 * A loaded page of documents, the same cards for the worker and the agency: how many there are,
 * each document's kind, status and facts with `actions` under them, and Load more.
 * @param totalId the id of the count's heading, which labels the list's section.
 * @param subtitle a line under the kind (the agency's: the worker).
 */
export function DocumentList({
  list,
  totalId,
  filtered,
  subtitle,
  actions,
}: {
  list: PagedList<WorkerDocument>;
  totalId: string;
  filtered: boolean;
  subtitle?: (document: WorkerDocument) => ReactNode;
  actions: (document: WorkerDocument) => ReactNode;
}) {
  return (
    <>
      <ListTotal
        id={totalId}
        total={list.total}
        noun="document"
        filtered={filtered}
        updating={list.isPlaceholderData}
      />
      <ul className="grid gap-4 lg:grid-cols-2">
        {list.items.map((document) => (
          <li key={document.id}>
            <Card>
              <CardContent className="grid gap-3 pt-6">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold">{documentKindLabels[document.kind]}</h3>
                    {subtitle?.(document)}
                  </div>
                  <DocumentStatusBadge document={document} />
                </div>
                <DocumentDetails document={document} />
                <div className="flex flex-wrap gap-2">{actions(document)}</div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <LoadMore list={list} noun={{ one: "document" }} />
    </>
  );
}
