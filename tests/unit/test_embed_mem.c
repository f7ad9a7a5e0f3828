/* Memory an embedder shares with the model: host views of a space
 * (sgpu_mem_get_view), spaces backed by a shareable file (memfd, or the
 * POSIX shared-memory fallback) that a second mapping aliases, and
 * devices on memory the embedder provides (sgpu_device_create_mem). */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/priv.h"
#include "harness.h"
#include "softgpu/softgpu.h"

/* null chip registers (docs/hw/null-chip.md) */
#define TEST_DST_LO 0x001010
#define TEST_PITCH 0x00101c
#define TEST_SIZE 0x001020
#define TEST_FORMAT 0x001024
#define TEST_PATTERN 0x001028
#define TEST_COLOR 0x00102c
#define TEST_TRIGGER 0x001040

static sgpu_device *null_dev(const struct sgpu_mem_config *mc)
{
	sgpu_device *dev = NULL;
	struct sgpu_device_config cfg = {.vram_size = 1u << 20, .sysmem_size = 64u << 10};
	if (sgpu_device_create_mem("null", &cfg, mc, &dev) != SGPU_OK)
		return NULL;
	return dev;
}

/* A solid fill of w x 1 a8r8g8b8 pixels at addr with the test unit. */
static void fill(sgpu_device *dev, uint32_t addr, uint32_t w, uint32_t color)
{
	sgpu_mmio_wr32(dev, TEST_DST_LO, addr);
	sgpu_mmio_wr32(dev, TEST_PITCH, w * 4);
	sgpu_mmio_wr32(dev, TEST_SIZE, w | 1u << 16);
	sgpu_mmio_wr32(dev, TEST_FORMAT, 0);
	sgpu_mmio_wr32(dev, TEST_PATTERN, 0);
	sgpu_mmio_wr32(dev, TEST_COLOR, color);
	sgpu_mmio_wr32(dev, TEST_TRIGGER, 1);
	sgpu_run(dev, 1u << 20, NULL);
}

SGPU_TEST(view_is_the_model_memory)
{
	sgpu_device *dev = null_dev(NULL);
	SGPU_ASSERT(dev);
	struct sgpu_mem_view v;
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_VRAM, 0x1000, 0x100, &v), SGPU_OK);
	SGPU_ASSERT(v.ptr != NULL);
	SGPU_ASSERT_EQ(v.len, 0x100u);
	SGPU_ASSERT_EQ(v.fd, -1); /* not asked to be shareable */
	/* host writes through the view are model memory */
	memcpy(v.ptr, "\x11\x22\x33\x44", 4);
	uint32_t w = 0;
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x1000, &w, 4), SGPU_OK);
	SGPU_ASSERT_EQ(w, 0x44332211u);
	/* and the model's writes (API and units) are in the view */
	w = 0xcafef00du;
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, 0x1004, &w, 4);
	SGPU_ASSERT_MEM_EQ((uint8_t *)v.ptr + 4, "\x0d\xf0\xfe\xca", 4);
	fill(dev, 0x1000, 4, 0xff00ff00u);
	SGPU_ASSERT_MEM_EQ(v.ptr, "\x00\xff\x00\xff", 4);
	/* the same address for the device's life, reset included */
	struct sgpu_mem_view v2;
	sgpu_device_reset(dev);
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_VRAM, 0, 1u << 20, &v2), SGPU_OK);
	SGPU_ASSERT(v2.ptr == (uint8_t *)v.ptr - 0x1000);
	sgpu_device_destroy(dev);
}

SGPU_TEST(view_bounds_and_arguments)
{
	sgpu_device *dev = null_dev(NULL);
	SGPU_ASSERT(dev);
	struct sgpu_mem_view v;
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_SYSMEM, 0, 64u << 10, &v), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_SYSMEM, 64u << 10, 0, &v), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_SYSMEM, 1, 64u << 10, &v),
	               SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_SYSMEM, UINT64_MAX, 2, &v),
	               SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_COUNT, 0, 4, &v), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_VRAM, 0, 4, NULL), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_mem_get_view(NULL, SGPU_SPACE_VRAM, 0, 4, &v), SGPU_ERR_INVALID_ARG);
	sgpu_device_destroy(dev);
}

/* A second mapping of the view's file aliases the model's memory both
 * ways, at a page-aligned offset as a DRM shim would map a buffer. */
static void check_shareable(void)
{
	struct sgpu_mem_config mc = {.flags = SGPU_MEM_SHAREABLE};
	sgpu_device *dev = null_dev(&mc);
	SGPU_ASSERT(dev);
	for (int s = 0; s < SGPU_SPACE_COUNT; s++) {
		struct sgpu_mem_view v;
		SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, (sgpu_space)s, 0x2010, 0x10, &v), SGPU_OK);
		SGPU_ASSERT(v.fd >= 0);
		SGPU_ASSERT_EQ(v.offset, 0x2010u);
		struct stat st;
		SGPU_ASSERT_EQ(fstat(v.fd, &st), 0);
		SGPU_ASSERT_EQ((uint64_t)st.st_size, sgpu_mem_size(dev, (sgpu_space)s));
		uint8_t *p = mmap(NULL, 0x1000, PROT_READ | PROT_WRITE, MAP_SHARED, v.fd, 0x2000);
		SGPU_ASSERT(p != MAP_FAILED);
		SGPU_ASSERT(p != (uint8_t *)v.ptr - 0x10);
		memcpy(p + 0x10, "\x01\x02\x03\x04", 4);
		uint32_t w = 0;
		SGPU_ASSERT_EQ(sgpu_mem_read(dev, (sgpu_space)s, 0x2010, &w, 4), SGPU_OK);
		SGPU_ASSERT_EQ(w, 0x04030201u);
		w = 0x89abcdefu;
		sgpu_mem_write(dev, (sgpu_space)s, 0x2014, &w, 4);
		SGPU_ASSERT_MEM_EQ(p + 0x14, "\xef\xcd\xab\x89", 4);
		/* spaces start zeroed */
		SGPU_ASSERT_EQ(p[0x100], 0);
		munmap(p, 0x1000);
	}
	/* the model's own writes show in the other mapping */
	struct sgpu_mem_view v;
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_VRAM, 0, 0x1000, &v), SGPU_OK);
	int fd = dup(v.fd);
	SGPU_ASSERT(fd >= 0);
	uint8_t *p = mmap(NULL, 0x1000, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	SGPU_ASSERT(p != MAP_FAILED);
	fill(dev, 0x800, 2, 0x80402010u);
	SGPU_ASSERT_MEM_EQ(p + 0x800, "\x10\x20\x40\x80\x10\x20\x40\x80", 8);
	/* a mapping of a dup'ed descriptor outlives the device */
	sgpu_device_destroy(dev);
	SGPU_ASSERT_MEM_EQ(p + 0x800, "\x10\x20\x40\x80", 4);
	munmap(p, 0x1000);
	close(fd);
}

SGPU_TEST(shareable_spaces_alias_through_their_file)
{
	sgpu_hostmem_no_memfd = false;
	check_shareable();
}

SGPU_TEST(shareable_spaces_without_memfd)
{
	sgpu_hostmem_no_memfd = true;
	check_shareable();
	sgpu_hostmem_no_memfd = false;
}

SGPU_TEST(shareable_large_vram_is_lazy)
{
	/* 4 GiB of VRAM costs nothing until touched, as with calloc */
	struct sgpu_mem_config mc = {.flags = SGPU_MEM_SHAREABLE};
	struct sgpu_device_config cfg = {.vram_size = SGPU_MEM_MAX_SIZE};
	sgpu_device *dev = NULL;
	SGPU_ASSERT_EQ(sgpu_device_create_mem("null", &cfg, &mc, &dev), SGPU_OK);
	uint32_t w = 0x5a5a5a5au;
	SGPU_ASSERT_EQ(sgpu_mem_write(dev, SGPU_SPACE_VRAM, SGPU_MEM_MAX_SIZE - 4, &w, 4), SGPU_OK);
	struct sgpu_mem_view v;
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_VRAM, SGPU_MEM_MAX_SIZE - 4, 4, &v),
	               SGPU_OK);
	SGPU_ASSERT_MEM_EQ(v.ptr, "\x5a\x5a\x5a\x5a", 4);
	sgpu_device_destroy(dev);
}

SGPU_TEST(device_on_embedder_memory)
{
	uint8_t *vram = aligned_alloc(SGPU_MEM_ALIGN, 1u << 20);
	uint8_t *sys = aligned_alloc(SGPU_MEM_ALIGN, 64u << 10);
	SGPU_ASSERT(vram && sys);
	memset(vram, 0xa5, 1u << 20);
	memset(sys, 0x3c, 64u << 10);
	struct sgpu_mem_config mc = {
	        .memory = {[SGPU_SPACE_VRAM] = vram, [SGPU_SPACE_SYSMEM] = sys}};
	sgpu_device *dev = null_dev(&mc);
	SGPU_ASSERT(dev);
	/* used as it is, not cleared */
	uint32_t w = 0;
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x100, &w, 4), SGPU_OK);
	SGPU_ASSERT_EQ(w, 0xa5a5a5a5u);
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_SYSMEM, 0xfffc, &w, 4), SGPU_OK);
	SGPU_ASSERT_EQ(w, 0x3c3c3c3cu);
	/* the embedder's writes are the model's, and the other way round */
	vram[0x200] = 0x42;
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x200, &w, 1), SGPU_OK);
	SGPU_ASSERT_EQ(w & 0xff, 0x42u);
	fill(dev, 0x400, 1, 0x01020304u);
	SGPU_ASSERT_MEM_EQ(vram + 0x400, "\x04\x03\x02\x01", 4);
	struct sgpu_mem_view v;
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_SYSMEM, 0x10, 4, &v), SGPU_OK);
	SGPU_ASSERT(v.ptr == sys + 0x10);
	SGPU_ASSERT_EQ(v.fd, -1);
	sgpu_device_destroy(dev);
	/* softgpu did not free it */
	SGPU_ASSERT_EQ(vram[0x400], 0x04);
	free(vram);
	free(sys);
}

SGPU_TEST(embedder_memory_mixed_with_shareable)
{
	uint8_t *sys = aligned_alloc(SGPU_MEM_ALIGN, 64u << 10);
	SGPU_ASSERT(sys);
	memset(sys, 0, 64u << 10);
	struct sgpu_mem_config mc = {.flags = SGPU_MEM_SHAREABLE,
	                             .memory = {[SGPU_SPACE_SYSMEM] = sys}};
	sgpu_device *dev = null_dev(&mc);
	SGPU_ASSERT(dev);
	struct sgpu_mem_view v;
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_VRAM, 0, 4, &v), SGPU_OK);
	SGPU_ASSERT(v.fd >= 0); /* allocated by softgpu: shareable */
	SGPU_ASSERT_EQ(sgpu_mem_get_view(dev, SGPU_SPACE_SYSMEM, 0, 4, &v), SGPU_OK);
	SGPU_ASSERT_EQ(v.fd, -1); /* the embedder's: no file */
	sgpu_device_destroy(dev);
	free(sys);
}

SGPU_TEST(embedder_memory_must_be_aligned)
{
	uint8_t *vram = aligned_alloc(SGPU_MEM_ALIGN, (1u << 20) + SGPU_MEM_ALIGN);
	SGPU_ASSERT(vram);
	struct sgpu_mem_config mc = {.memory = {[SGPU_SPACE_VRAM] = vram + 64}};
	struct sgpu_device_config cfg = {.vram_size = 1u << 20};
	sgpu_device *dev = (sgpu_device *)1;
	SGPU_ASSERT_EQ(sgpu_device_create_mem("null", &cfg, &mc, &dev), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT(dev == NULL);
	free(vram);
	/* NULL mem is sgpu_device_create */
	SGPU_ASSERT_EQ(sgpu_device_create_mem("null", NULL, NULL, &dev), SGPU_OK);
	SGPU_ASSERT(dev != NULL);
	sgpu_device_destroy(dev);
}

/* Where the chip's engines see each space: r520's fixed memory
 * controller (VRAM at 0, GART at 0x80000000); the NVIDIA chips reach
 * memory only through DMA objects and page tables. */
SGPU_TEST(bus_address_of_spaces)
{
	sgpu_device *dev;
	uint64_t a = 1;
	SGPU_ASSERT_EQ(sgpu_device_create("r520", NULL, &dev), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mem_bus_address(dev, SGPU_SPACE_VRAM, &a), SGPU_OK);
	SGPU_ASSERT_EQ(a, 0u);
	SGPU_ASSERT_EQ(sgpu_mem_bus_address(dev, SGPU_SPACE_SYSMEM, &a), SGPU_OK);
	SGPU_ASSERT_EQ(a, 0x80000000u);
	SGPU_ASSERT_EQ(sgpu_mem_bus_address(dev, SGPU_SPACE_COUNT, &a), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_mem_bus_address(dev, SGPU_SPACE_VRAM, NULL), SGPU_ERR_INVALID_ARG);
	sgpu_device_destroy(dev);
	SGPU_ASSERT_EQ(sgpu_mem_bus_address(NULL, SGPU_SPACE_VRAM, &a), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_device_create("g80", NULL, &dev), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mem_bus_address(dev, SGPU_SPACE_SYSMEM, &a), SGPU_ERR_UNSUPPORTED);
	sgpu_device_destroy(dev);
}
