// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  type Result = {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  type Instance = Promise<Result> & {
    on: (
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ) => void;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
