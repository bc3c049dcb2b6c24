-- Runs the README's Neovim snippet (its `cmd` pointed at the built server) on one file of a
-- repository, waits for wflint's diagnostics, writes them to $WFLINT_OUT as JSON and quits.
local snippet = table.concat(vim.fn.readfile(os.getenv('WFLINT_SNIPPET')), '\n')
assert(loadstring(snippet))()
vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('WFLINT_FILE')))
local bufnr = vim.api.nvim_get_current_buf()
local ok = vim.wait(20000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50)
local out = { attached = #vim.lsp.get_active_clients(), diagnostics = {} }
if not ok then out.error = 'no diagnostics within 20 s' end
for _, d in ipairs(vim.diagnostic.get(bufnr)) do table.insert(out.diagnostics, { code = d.code, lnum = d.lnum, message = d.message }) end
vim.fn.writefile({ vim.fn.json_encode(out) }, os.getenv('WFLINT_OUT'))
vim.cmd('qa!')
