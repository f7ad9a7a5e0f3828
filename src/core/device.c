/* Devices: creation from the chip table, reset, destruction, status
 * strings and chip enumeration. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/priv.h"

#define SGPU_STR_(x) #x
#define SGPU_STR(x) SGPU_STR_(x)

const char *sgpu_version(void)
{
	return SGPU_STR(SGPU_VERSION_MAJOR) "." SGPU_STR(SGPU_VERSION_MINOR) "." SGPU_STR(
	        SGPU_VERSION_PATCH);
}

const char *sgpu_strerror(sgpu_status status)
{
	static const char *const names[SGPU_STATUS_COUNT] = {
	        [SGPU_OK] = "success",
	        [SGPU_ERR_INVALID_ARG] = "invalid argument",
	        [SGPU_ERR_NO_MEMORY] = "out of host memory",
	        [SGPU_ERR_UNKNOWN_CHIP] = "unknown chip",
	        [SGPU_ERR_OUT_OF_RANGE] = "address out of range",
	        [SGPU_ERR_UNMAPPED] = "no register at that address or name",
	        [SGPU_ERR_IO] = "host file input/output error",
	        [SGPU_ERR_FORMAT] = "malformed input",
	        [SGPU_ERR_MISMATCH] = "expectation failed",
	        [SGPU_ERR_UNSUPPORTED] = "not supported",
	        [SGPU_ERR_INTERNAL] = "internal error (a softgpu bug)",
	};
	if ((unsigned)status >= SGPU_STATUS_COUNT)
		return "unknown status";
	return names[status];
}

size_t sgpu_chip_count(void)
{
	size_t n = 0;
	while (sgpu_chip_table[n])
		n++;
	return n;
}

const struct sgpu_chip_info *sgpu_chip_get(size_t index)
{
	if (index >= sgpu_chip_count())
		return NULL;
	return &sgpu_chip_table[index]->info;
}

static const struct sgpu_chip *chip_find(const char *name)
{
	if (!name)
		return NULL;
	for (size_t i = 0; sgpu_chip_table[i]; i++)
		if (strcasecmp(sgpu_chip_table[i]->info.name, name) == 0)
			return sgpu_chip_table[i];
	return NULL;
}

const struct sgpu_chip_info *sgpu_chip_find(const char *name)
{
	const struct sgpu_chip *c = chip_find(name);
	return c ? &c->info : NULL;
}

static bool mem_size_ok(uint64_t size)
{
	return size > 0 && size <= SGPU_MEM_MAX_SIZE && size % 4096 == 0;
}

sgpu_status sgpu_device_create(const char *chip_name, const struct sgpu_device_config *cfg,
                               sgpu_device **out)
{
	return sgpu_device_create_mem(chip_name, cfg, NULL, out);
}

sgpu_status sgpu_device_create_mem(const char *chip_name, const struct sgpu_device_config *cfg,
                                   const struct sgpu_mem_config *mem, sgpu_device **out)
{
	if (!out)
		return SGPU_ERR_INVALID_ARG;
	*out = NULL;
	const struct sgpu_chip *chip = chip_find(chip_name);
	if (!chip)
		return chip_name ? SGPU_ERR_UNKNOWN_CHIP : SGPU_ERR_INVALID_ARG;

	uint64_t sizes[SGPU_SPACE_COUNT] = {chip->info.vram_default, chip->info.sysmem_default};
	if (cfg) {
		if (cfg->vram_size)
			sizes[SGPU_SPACE_VRAM] = cfg->vram_size;
		if (cfg->sysmem_size)
			sizes[SGPU_SPACE_SYSMEM] = cfg->sysmem_size;
	}
	for (int s = 0; s < SGPU_SPACE_COUNT; s++)
		if (!mem_size_ok(sizes[s]))
			return SGPU_ERR_INVALID_ARG;

	struct sgpu_device *dev = calloc(1, sizeof(*dev));
	if (!dev)
		return SGPU_ERR_NO_MEMORY;
	dev->chip = chip;
	sgpu_log_init(dev);
	sgpu_irq_reset(dev);

	for (int s = 0; s < SGPU_SPACE_COUNT; s++)
		dev->hostmem[s].fd = -1;
	for (int s = 0; s < SGPU_SPACE_COUNT; s++) {
		sgpu_status st = sgpu_hostmem_alloc(dev, (sgpu_space)s, sizes[s], mem);
		if (st != SGPU_OK) {
			sgpu_device_destroy(dev);
			return st;
		}
	}

	dev->units = calloc(chip->unit_count ? chip->unit_count : 1, sizeof(*dev->units));
	if (!dev->units) {
		sgpu_device_destroy(dev);
		return SGPU_ERR_NO_MEMORY;
	}
	for (size_t i = 0; i < chip->unit_count; i++) {
		const struct sgpu_unit_desc *d = &chip->units[i];
		struct sgpu_unit *u = &dev->units[i];
		u->cls = d->cls;
		u->desc = d;
		u->dev = dev;
		u->name = d->name ? d->name : d->cls->name;
		u->log_cat = sgpu_log_category(dev, u->name);
		if (d->cls->priv_size) {
			u->priv = calloc(1, d->cls->priv_size);
			if (!u->priv) {
				sgpu_device_destroy(dev);
				return SGPU_ERR_NO_MEMORY;
			}
		}
		sgpu_status st = d->cls->init ? d->cls->init(u) : SGPU_OK;
		if (st != SGPU_OK) {
			/* A unit whose init failed gets no fini: only the units
			 * before it are torn down. */
			sgpu_log(dev, SGPU_LOG_ERROR, u->log_cat, "unit init failed: %s",
			         sgpu_strerror(st));
			free(u->priv);
			u->priv = NULL;
			sgpu_device_destroy(dev);
			return st;
		}
		dev->unit_count = i + 1;
	}
	sgpu_status st = sgpu_bar_map_regions(dev);
	if (st != SGPU_OK) {
		sgpu_device_destroy(dev);
		return st;
	}
	sgpu_device_reset(dev);
	*out = dev;
	return SGPU_OK;
}

void sgpu_device_destroy(sgpu_device *dev)
{
	if (!dev)
		return;
	sgpu_log_fini(dev);
	for (size_t i = dev->unit_count; i-- > 0;) {
		struct sgpu_unit *u = &dev->units[i];
		if (u->cls && u->cls->fini)
			u->cls->fini(u);
		free(u->priv);
	}
	free(dev->units);
	free(dev->regions);
	for (int s = 0; s < SGPU_SPACE_COUNT; s++)
		sgpu_hostmem_free(dev, (sgpu_space)s);
	free(dev);
}

sgpu_status sgpu_device_reset(sgpu_device *dev)
{
	if (!dev)
		return SGPU_ERR_INVALID_ARG;
	sgpu_irq_reset(dev);
	for (size_t i = 0; i < dev->unit_count; i++) {
		struct sgpu_unit *u = &dev->units[i];
		if (u->cls->reset)
			u->cls->reset(u);
	}
	dev->run_next = 0;
	return SGPU_OK;
}

const struct sgpu_chip_info *sgpu_device_chip(const sgpu_device *dev)
{
	return dev ? &dev->chip->info : NULL;
}

uint64_t sgpu_device_time(const sgpu_device *dev)
{
	return dev ? dev->time : 0;
}

sgpu_status sgpu_mem_bus_address(const sgpu_device *dev, sgpu_space space, uint64_t *addr)
{
	if (!dev || !addr || (unsigned)space >= SGPU_SPACE_COUNT)
		return SGPU_ERR_INVALID_ARG;
	if (!(dev->chip->bus_fixed & 1u << space))
		return SGPU_ERR_UNSUPPORTED;
	*addr = dev->chip->bus_base[space];
	return SGPU_OK;
}

struct sgpu_unit *sgpu_dev_unit(struct sgpu_device *dev, const char *name)
{
	if (!dev || !name)
		return NULL;
	for (size_t i = 0; i < dev->unit_count; i++)
		if (strcmp(dev->units[i].name, name) == 0)
			return &dev->units[i];
	return NULL;
}

uint64_t sgpu_dev_time(const struct sgpu_device *dev)
{
	return dev->time;
}
