/* Memory spaces: the bounds-checked accessors units use, and the public
 * API on top of them. Guest memory is little-endian. */
#include <string.h>

#include "core/priv.h"
#include "util/bits.h"
#include "util/fill.h"

struct sgpu_memspace *sgpu_dev_mem(struct sgpu_device *dev, sgpu_space space)
{
	if (!dev || (unsigned)space >= SGPU_SPACE_COUNT)
		return NULL;
	return &dev->mem[space];
}

bool sgpu_memspace_read(const struct sgpu_memspace *m, uint64_t addr, void *buf, size_t len)
{
	if (!sgpu_mem_range_ok(m, addr, len))
		return false;
	if (len)
		memcpy(buf, m->data + addr, len);
	return true;
}

bool sgpu_memspace_write(struct sgpu_memspace *m, uint64_t addr, const void *buf, size_t len)
{
	if (!sgpu_mem_range_ok(m, addr, len))
		return false;
	if (len)
		memcpy(m->data + addr, buf, len);
	return true;
}

bool sgpu_memspace_rd32(const struct sgpu_memspace *m, uint64_t addr, uint32_t *value)
{
	if (!sgpu_mem_range_ok(m, addr, 4))
		return false;
	*value = sgpu_ld_le32(m->data + addr);
	return true;
}

bool sgpu_memspace_wr32(struct sgpu_memspace *m, uint64_t addr, uint32_t value)
{
	if (!sgpu_mem_range_ok(m, addr, 4))
		return false;
	sgpu_st_le32(m->data + addr, value);
	return true;
}

uint8_t *sgpu_memspace_ptr(struct sgpu_memspace *m, uint64_t addr, uint64_t len)
{
	if (!sgpu_mem_range_ok(m, addr, len))
		return NULL;
	return m->data + addr;
}

/* ------------------------------------------------------------------ public */

const char *sgpu_space_name(sgpu_space space)
{
	switch (space) {
	case SGPU_SPACE_VRAM: return "vram";
	case SGPU_SPACE_SYSMEM: return "sysmem";
	default: return "?";
	}
}

uint64_t sgpu_mem_size(const sgpu_device *dev, sgpu_space space)
{
	if (!dev || (unsigned)space >= SGPU_SPACE_COUNT)
		return 0;
	return dev->mem[space].size;
}

sgpu_status sgpu_mem_read(sgpu_device *dev, sgpu_space space, uint64_t addr, void *buf, size_t len)
{
	struct sgpu_memspace *m = sgpu_dev_mem(dev, space);
	if (!m || (!buf && len))
		return SGPU_ERR_INVALID_ARG;
	return sgpu_memspace_read(m, addr, buf, len) ? SGPU_OK : SGPU_ERR_OUT_OF_RANGE;
}

sgpu_status sgpu_mem_write(sgpu_device *dev, sgpu_space space, uint64_t addr, const void *buf,
                           size_t len)
{
	struct sgpu_memspace *m = sgpu_dev_mem(dev, space);
	if (!m || (!buf && len))
		return SGPU_ERR_INVALID_ARG;
	return sgpu_memspace_write(m, addr, buf, len) ? SGPU_OK : SGPU_ERR_OUT_OF_RANGE;
}

sgpu_status sgpu_mem_fill(sgpu_device *dev, sgpu_space space, uint64_t addr, uint64_t pattern,
                          unsigned unit, size_t len)
{
	struct sgpu_memspace *m = sgpu_dev_mem(dev, space);
	if (!m || (unit != 1 && unit != 2 && unit != 4 && unit != 8) || len % unit)
		return SGPU_ERR_INVALID_ARG;
	uint8_t *p = sgpu_memspace_ptr(m, addr, len);
	if (!p)
		return SGPU_ERR_OUT_OF_RANGE;
	/* util/fill.h: memset for byte patterns, else the store route that
	 * keeps up with the host's memset (docs/testing.md, fill routes) */
	sgpu_fill(p, len, sgpu_fill_pat(pattern, unit));
	return SGPU_OK;
}

sgpu_status sgpu_mem_copy(sgpu_device *dev, sgpu_space dst_space, uint64_t dst,
                          sgpu_space src_space, uint64_t src, size_t len)
{
	struct sgpu_memspace *md = sgpu_dev_mem(dev, dst_space);
	struct sgpu_memspace *ms = sgpu_dev_mem(dev, src_space);
	if (!md || !ms)
		return SGPU_ERR_INVALID_ARG;
	uint8_t *pd = sgpu_memspace_ptr(md, dst, len);
	uint8_t *ps = sgpu_memspace_ptr(ms, src, len);
	if (!pd || !ps)
		return SGPU_ERR_OUT_OF_RANGE;
	if (len)
		memmove(pd, ps, len);
	return SGPU_OK;
}
