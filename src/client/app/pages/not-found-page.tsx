import { Link } from "wouter";
import { CircleX } from "@/client/components/icons/circle-x";
import { PageMeta } from "@/client/components/page-meta";
import { buttonVariants } from "@/client/components/ui/button-variants";
import { cx } from "@/client/lib/cx";
import { paths } from "@/domain/paths";

/**
 * The page for any path not in the route table (spec section 2): "404 Page Not Found".
 * Prerendered once; the server sends it with status 404 for every unknown path, so it is
 * never indexed and has no canonical link.
 */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-muted/60 px-4 pt-18">
      <PageMeta
        title="404 Page Not Found"
        description="The page you were looking for does not exist."
        noindex
      />
      <div className="w-full max-w-md rounded-xl border bg-background p-8 text-center shadow-sm">
        <CircleX className="mx-auto size-10 text-destructive" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-navy">404 Page Not Found</h1>
        <p className="mt-3 text-muted-foreground">Did you forget to add the page to the router?</p>
        <Link href={paths.home.href()} className={cx(buttonVariants(), "mt-6")}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
