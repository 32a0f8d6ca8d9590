import { Mail } from "lucide-react";
import { EmptyState } from "@/client/components/empty-state";
import { QueryView } from "@/client/components/query-view";
import { AdminPage, SubscriberTable, useNewsletterSubscribers } from "@/client/features/admin";
import { pluralize } from "@/client/lib/pluralize";

/**
 * /admin/subscribers, admins only: everyone who signed up for the newsletter, newest
 * first, with those who unsubscribed marked as such.
 */
export default function AdminSubscribersPage() {
  const subscribers = useNewsletterSubscribers();
  const rows = subscribers.data ?? [];
  const active = rows.filter((row) => !row.unsubscribedAt).length;

  return (
    <AdminPage
      title="Newsletter Subscribers"
      description="Sign-ups from the newsletter field in the site's footer."
    >
      <QueryView
        query={subscribers}
        loading="Loading subscribers..."
        error="Failed to load subscribers"
        empty={
          <EmptyState
            icon={Mail}
            title="No subscribers yet"
            description="E-mail addresses entered in the footer's newsletter field will appear here."
          />
        }
      >
        {() => (
          <section aria-labelledby="admin-subscribers-results" className="grid gap-3">
            <h2
              id="admin-subscribers-results"
              className="text-sm font-medium text-muted-foreground"
            >
              {pluralize(active, "active subscriber")}
              {rows.length > active ? ` · ${rows.length - active} unsubscribed` : ""}
            </h2>
            <SubscriberTable subscribers={rows} />
          </section>
        )}
      </QueryView>
    </AdminPage>
  );
}
