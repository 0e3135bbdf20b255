-- wrk script: cycles through the page templates and assets a first visit loads, asking for
-- compressed responses as a browser does. The paths come from the PATHS environment variable.
local paths = {}
for p in string.gmatch(os.getenv("PATHS") or "/", "[^,]+") do
  paths[#paths + 1] = p
end
local i = 0

request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], { ["Accept-Encoding"] = "br, gzip" })
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "RESULT requests=%d duration_us=%d connect=%d read=%d write=%d status=%d timeout=%d p50_us=%d p99_us=%d\n",
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
