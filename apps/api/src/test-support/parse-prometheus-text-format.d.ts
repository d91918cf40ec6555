// The parser has no types of its own: what the tests read of its output.
declare module "parse-prometheus-text-format" {
  interface Sample {
    value: string;
    labels?: Record<string, string>;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  export default function parsePrometheusTextFormat(
    text: string,
  ): { name: string; help: string; type: string; metrics: Sample[] }[];
}
