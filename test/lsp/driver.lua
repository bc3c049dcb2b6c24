-- Drives wflint-lsp from a real client (neovim headless, 0.7+): reads a JSON plan from
-- $WFLINT_PLAN, runs its steps, writes what it saw to plan.out as JSON, then quits.
-- Steps: open, wait (until a rule id is present/absent), dump, action, set_line, text.
local plan = vim.fn.json_decode(table.concat(vim.fn.readfile(os.getenv('WFLINT_PLAN')), '\n'))
vim.o.hidden = true
local out = { log = {} }
local published = {}
local buffers = {}

local function finish(err)
  if err then out.error = err end
  vim.fn.writefile({ vim.fn.json_encode(out) }, plan.out)
  vim.cmd('qa!')
end

local client_id = vim.lsp.start_client({
  name = 'wflint',
  cmd = plan.cmd,
  root_dir = plan.root,
  handlers = {
    ['textDocument/publishDiagnostics'] = function(_, result)
      local p = published[result.uri] or { count = 0 }
      p.count = p.count + 1
      p.diagnostics = result.diagnostics
      published[result.uri] = p
    end,
  },
})
if not client_id then return finish('client did not start') end

local function uri_of(file) return vim.uri_from_fname(plan.root .. '/' .. file) end
local function diags(file) return (published[uri_of(file)] or {}).diagnostics end
local function has_code(list, code)
  for _, d in ipairs(list or {}) do if d.code == code then return d end end
  return nil
end

local steps = {}
function steps.open(s)
  local bufnr = vim.fn.bufadd(plan.root .. '/' .. s.file)
  vim.fn.bufload(bufnr)
  buffers[s.file] = bufnr
  vim.lsp.buf_attach_client(bufnr, client_id)
end
function steps.wait(s)
  local ok = vim.wait(15000, function()
    local list = diags(s.file)
    if list == nil then return false end
    if s.present then return has_code(list, s.present) ~= nil end
    if s.absent then return has_code(list, s.absent) == nil end
    return true
  end, 50)
  if not ok then error('timed out waiting on ' .. s.file .. ' for ' .. vim.fn.json_encode(s)) end
end
function steps.dump(s) out[s.key] = diags(s.file) or {} end
function steps.action(s)
  local client = vim.lsp.get_client_by_id(client_id)
  local d = has_code(diags(s.file), s.code)
  if not d then error('no diagnostic ' .. s.code .. ' on ' .. s.file) end
  local params = { textDocument = { uri = uri_of(s.file) }, range = d.range, context = { diagnostics = { d }, only = { s.kind } } }
  local response = client.request_sync('textDocument/codeAction', params, 10000, buffers[s.file])
  if not response or response.err then error('codeAction failed: ' .. vim.inspect(response)) end
  local titles = {}
  local chosen
  for _, a in ipairs(response.result or {}) do
    table.insert(titles, a.title)
    if not chosen and a.kind == s.kind then chosen = a end
  end
  out[s.key] = titles
  if not chosen then error('no ' .. s.kind .. ' action among ' .. vim.inspect(titles)) end
  vim.lsp.util.apply_workspace_edit(chosen.edit, 'utf-16')
end
function steps.set_line(s)
  vim.api.nvim_buf_set_lines(buffers[s.file], s.line - 1, s.line, false, { s.text })
end
function steps.text(s)
  out[s.key] = table.concat(vim.api.nvim_buf_get_lines(buffers[s.file], 0, -1, false), '\n')
end

local ok, err = pcall(function()
  for _, s in ipairs(plan.steps) do
    table.insert(out.log, s.op)
    steps[s.op](s)
  end
end)
finish(not ok and tostring(err) or nil)
