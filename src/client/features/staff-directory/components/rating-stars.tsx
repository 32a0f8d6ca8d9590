import { Star } from "lucide-react";
import { cn } from "@/client/lib/cn";

/**
 * A given rating as five stars, `rating` of them filled; read as "Rated 4 out of 5" (the stars
 * themselves are hidden from assistive technology).
 */
export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn(
            "size-4",
            value <= rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground/50",
          )}
        />
      ))}
      <span className="sr-only">Rated {rating} out of 5</span>
    </span>
  );
}
