import { describe, expect, it } from "vitest";
import { fileProblem } from "./file-problem";

describe("fileProblem", () => {
  it("asks for a file, refuses one over 10 MB and names outside PDF, JPEG and PNG", () => {
    expect(fileProblem(null)).toBe("Choose the file to upload");
    expect(fileProblem({ name: "scan.pdf", size: 10 * 1024 * 1024 + 1 })).toBe(
      "The file must be 10 MB or smaller",
    );
    expect(fileProblem({ name: "scan.heic", size: 1000 })).toBe("Choose a PDF, JPEG or PNG file");
  });

  it("accepts PDF, JPEG and PNG names of up to 10 MB, whatever their case", () => {
    for (const name of ["a.pdf", "b.JPG", "c.jpeg", "d.Png"]) {
      expect(fileProblem({ name, size: 10 * 1024 * 1024 })).toBeUndefined();
    }
  });
});
