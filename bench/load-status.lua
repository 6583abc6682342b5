-- Counts responses whose status is not WRK_EXPECT_STATUS, across wrk's threads.
local expected = tonumber(os.getenv("WRK_EXPECT_STATUS") or "200")
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  unexpected = 0
end

function response(status, headers, body)
  if status ~= expected then unexpected = unexpected + 1 end
end

function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("unexpected") end
  io.write(string.format("unexpected-statuses: %d\n", total))
end
