/* softgpu info: the chip table, and a chip's units, BARs and MMIO regions. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

/* The register tables: no public API lists them yet (the CLI links the
 * static library, as falcon run does for the falcon's state). */
#include "core/priv.h"
#include "softgpu/softgpu.h"
#include "tool.h"

static void info_usage(FILE *f)
{
	fprintf(f, "usage: softgpu info [CHIP]\n\n"
	           "Without CHIP, lists every chip softgpu models with its units.\n"
	           "With CHIP, also lists the chip's PCI BARs (each aperture: its BAR,\n"
	           "offset, size, kind and backing), model time per run step, the MMIO\n"
	           "regions (offsets in the register BAR) and every named register (its\n"
	           "address; scripts write them as REGION.NAME).\n\n"
	           "options:\n"
	           "  -h, --help   this help\n");
}

/* Every named register, as scripts spell it (REGION.NAME), with its
 * BAR0 address: one per line, so that grep finds one. */
static void print_registers(const sgpu_device *dev)
{
	printf("         registers:\n");
	for (size_t i = 0; i < dev->region_count; i++) {
		const struct sgpu_mmio_region *r = &dev->regions[i];
		for (size_t k = 0; k < r->reg_count; k++)
			printf("           0x%06x %s.%s\n", (unsigned)(r->base + r->regs[k].offset),
			       r->name, r->regs[k].name);
	}
}

static void print_size(uint64_t bytes)
{
	if (bytes < 1024)
		printf("%llu B", (unsigned long long)bytes);
	else if (bytes % (1u << 20) == 0)
		printf("%llu MiB", (unsigned long long)(bytes >> 20));
	else
		printf("%llu KiB", (unsigned long long)(bytes >> 10));
}

static void print_chip(const struct sgpu_chip_info *c)
{
	printf("%-8s %-8s %-8s %s\n", c->name, c->vendor, c->family, c->description);
	printf("         units:");
	for (size_t u = 0; u < c->unit_count; u++)
		printf(" %s", c->unit_names[u]);
	printf("\n         memory: VRAM ");
	print_size(c->vram_default);
	printf(", system ");
	print_size(c->sysmem_default);
	printf("\n         status: %s\n", c->status);
}

/* The BAR map (sgpu_bar_get) and the time a step stands for. */
static void print_bars(sgpu_device *dev, const struct sgpu_chip_info *c)
{
	printf("         time: %u ns of model time per run step\n", c->ns_per_step);
	printf("         BARs:\n");
	struct sgpu_bar_info b;
	for (size_t k = 0; sgpu_bar_get(dev, k, &b) == SGPU_OK; k++) {
		printf("           BAR%u %-3s +0x%07llx ", b.bar, b.io ? "io" : "",
		       (unsigned long long)b.offset);
		print_size(b.size);
		printf(" of ");
		print_size(b.bar_size);
		printf(" %-10s %-5s %s\n", sgpu_bar_kind_name(b.kind), b.name, b.backing);
	}
}

int tool_cmd_info(int argc, char **argv)
{
	static const struct option longopts[] = {
	        {"help", no_argument, NULL, 'h'},
	        {NULL, 0, NULL, 0},
	};
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
		if (c == 'h') {
			info_usage(stdout);
			return 0;
		}
		info_usage(stderr);
		return TOOL_EXIT_USAGE;
	}
	if (optind >= argc) {
		printf("softgpu %s: %zu chips\n\n", sgpu_version(), sgpu_chip_count());
		for (size_t i = 0; i < sgpu_chip_count(); i++)
			print_chip(sgpu_chip_get(i));
		return 0;
	}
	int rc = 0;
	for (int i = optind; i < argc; i++) {
		const struct sgpu_chip_info *ci = sgpu_chip_find(argv[i]);
		if (!ci) {
			fprintf(stderr, "softgpu info: unknown chip '%s' (see 'softgpu info')\n",
			        argv[i]);
			rc = TOOL_EXIT_USAGE;
			continue;
		}
		print_chip(ci);
		sgpu_device *dev;
		sgpu_status st = sgpu_device_create(argv[i], NULL, &dev);
		if (st != SGPU_OK) {
			fprintf(stderr, "softgpu info: %s: %s\n", argv[i], sgpu_strerror(st));
			rc = TOOL_EXIT_FAIL;
			continue;
		}
		print_bars(dev, ci);
		printf("         MMIO regions:\n");
		struct sgpu_mmio_region_info r;
		for (size_t k = 0; sgpu_mmio_region_get(dev, k, &r) == SGPU_OK; k++)
			printf("           0x%06x-0x%06x %-10s (unit %s)\n", r.base,
			       (unsigned)(r.base + r.size - 1), r.name, r.unit ? r.unit : "-");
		print_registers(dev);
		sgpu_device_destroy(dev);
	}
	return rc;
}
