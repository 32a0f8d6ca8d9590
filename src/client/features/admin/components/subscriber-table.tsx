import { Badge } from "@/client/components/ui/badge";
import { formatDay } from "@/client/lib/dates";
import type { NewsletterSubscriber } from "@/domain/api/newsletter";
import { DataTable, Td, Th } from "./data-table";

/** Newsletter sign-ups: e-mail, when they subscribed, and whether they are still subscribed. */
export function SubscriberTable({ subscribers }: { subscribers: readonly NewsletterSubscriber[] }) {
  return (
    <DataTable
      caption="Newsletter subscribers"
      className="[&_table]:min-w-[32rem]"
      head={
        <>
          <Th>E-mail</Th>
          <Th>Subscribed</Th>
          <Th>Status</Th>
        </>
      }
    >
      {subscribers.map((subscriber) => (
        <tr key={subscriber.id} data-testid="admin-subscriber-row" className="hover:bg-muted/40">
          <Td className="break-all">
            <a href={`mailto:${subscriber.email}`} className="text-primary hover:underline">
              {subscriber.email}
            </a>
          </Td>
          <Td className="whitespace-nowrap">
            <time dateTime={subscriber.createdAt}>{formatDay(subscriber.createdAt)}</time>
          </Td>
          <Td>
            {subscriber.unsubscribedAt ? (
              <Badge variant="outline">Unsubscribed {formatDay(subscriber.unsubscribedAt)}</Badge>
            ) : (
              <Badge className="border-transparent bg-green-100 text-green-900">Subscribed</Badge>
            )}
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}
