-- Drives `layoutd lsp` from Neovim's built-in client (0.7 and later), as a user's editor would,
-- and writes what the editor received to $LSP_RESULT as JSON.
local spec = os.getenv('LSP_SPEC')
local result_path = os.getenv('LSP_RESULT')
local out = {}
local function finish()
  vim.fn.writefile({ vim.fn.json_encode(out) }, result_path)
  vim.cmd('qa!')
end
local ok, err = pcall(function()
  vim.cmd('edit ' .. vim.fn.fnameescape(spec))
  local buf = vim.api.nvim_get_current_buf()
  local client = vim.lsp.start_client({
    name = 'layoutd',
    cmd = { os.getenv('LAYOUTD'), 'lsp' },
    root_dir = vim.fn.fnamemodify(spec, ':h'),
  })
  vim.lsp.buf_attach_client(buf, client)
  -- The typo in the spec as opened, before any save.
  out.opened = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    table.insert(out.diagnostics, { line = d.lnum, column = d.col, message = d.message })
  end
  -- Fixed in the buffer, still unsaved: the diagnostic goes.
  vim.api.nvim_buf_set_lines(buf, 5, 6, false, { '  itemSize: [100, 50]' })
  out.fixed = vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 20)
  out.modified = vim.bo[buf].modified
  local document = vim.lsp.util.make_text_document_params(buf)
  -- Completion at a key of a section: `    min` typed on a new line.
  vim.api.nvim_buf_set_lines(buf, -1, -1, false, { '  - id: more', '    min' })
  local last = vim.api.nvim_buf_line_count(buf) - 1
  vim.wait(200)
  local completions = vim.lsp.buf_request_sync(buf, 'textDocument/completion',
    { textDocument = document, position = { line = last, character = 7 } }, 20000) or {}
  out.completion = {}
  for _, response in pairs(completions) do
    local items = response.result and (response.result.items or response.result) or {}
    for _, item in ipairs(items) do table.insert(out.completion, item.label) end
  end
  -- Hover on the first section's `items: 4`.
  local hovers = vim.lsp.buf_request_sync(buf, 'textDocument/hover',
    { textDocument = document, position = { line = 8, character = 6 } }, 20000) or {}
  for _, response in pairs(hovers) do
    if response.result then out.hover = response.result.contents.value end
  end
end)
if not ok then out.error = tostring(err) end
finish()
