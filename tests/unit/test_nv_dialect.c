/* The nv script dialect: every directive's words (checked against the
 * encodings of docs/hw/g80-pfifo.md, written out by hand), and its errors
 * as file:line:col messages. */
#include "harness.h"
#include "nv/host/ramht.h"
#include "softgpu/script.h"
#include "softgpu/softgpu.h"

static char msg[1024];

static void quiet(void *user, const char *line)
{
	(void)user;
	(void)line;
}

static sgpu_status run(const char *text)
{
	struct sgpu_script_options o;
	struct sgpu_script_result r;
	sgpu_script_options_init(&o);
	o.allow_files = false;
	o.print = quiet;
	sgpu_status s = sgpu_script_run_buffer("t.sgs", text, strlen(text), &o, &r);
	snprintf(msg, sizeof(msg), "%s", r.message);
	return s;
}

/* Assembles `body` at VRAM 0 and checks the words with mem expect. */
#define WORDS(body, ...)                                                             \
	do {                                                                         \
		sgpu_status s_ = run("chip g80 vram=1M\nstream vram 0\n" body        \
		                     "\nend\nmem expect vram 0 " #__VA_ARGS__ "\n"); \
		SGPU_ASSERT_MSG(s_ == SGPU_OK, "%s", msg);                           \
	} while (0)

SGPU_TEST(pushbuffer_commands)
{
	WORDS("nv.inc 1 0x100 5 6", 0x00082100 5 6);
	WORDS("nv.inc 7 OBJECT 0xbeef", 0x0004e000 0xbeef);
	WORDS("nv.ninc 0 semaphore_release 9", 0x4004006c 9);
	WORDS("nv.inc 0 0x1ffc", 0x00001ffc);
	WORDS("nv.lninc 2 0x300 1 2 3", 0x00034300 3 1 2 3);
	WORDS("nv.jump 0x1000", 0x00001001);
	WORDS("nv.call 0xfffffffc", 0xfffffffe);
	WORDS("nv.oldjump 0x1ffffffc", 0x3ffffffc);
	WORDS("nv.ret", 0x00020000);
	WORDS("nv.sli 0xfff", 0x0001fff0);
	WORDS("nv.ib 0x12345678 4", 0x12345678 0x1000);
	WORDS("nv.ib 0xab00001000 0x3fffff nonmain=1", 0x1000 0xfffffeab);
	/* labels forward and back */
	WORDS("a: nv.jump b\nb: nv.call a", 0x5 0x2);
}

SGPU_TEST(structures)
{
	/* seed 000 T12: class 0x3d, VRAM, RW, user, storage 0x7f, comp 3 */
	WORDS("nv.dmaobj 0x3d vram 0x12_3456_7890 0xab_0000_0fff ro=2 su=1 storage=0x7f comp=3",
	      0x7fd9003d 0x00000fff 0x34567890 0xab000012 0 0);
	WORDS("nv.dmaobj 2 vm 0 0xffffffff ro=1 su=2", 0x00240002 0xffffffff 0 0 0 0);
	WORDS("nv.pde 0x12345000", 0x12345003 0);
	WORDS("nv.pde 0xab00010000 type=large target=sysram size=2", 0x00010049 0xab);
	WORDS("nv.pte 0x5000", 0x5001 0);
	WORDS("nv.pte 0xc100002000 target=sysram_nosnoop ro=1 sup=1 contig=7 storage=0x70 comp=2 "
	      "tag=0xfff present=0",
	      0x000023f8 0x1fff70c1);
}

SGPU_TEST(ramfc)
{
	WORDS("nv.ramfc put=0x1000 get=0x800 pushbuf=0x100 ramht=0x8000 ramht_bits=12 limit=0xfff",
	      0 0 0x1000 0 0x800 0 0 0 0 0 0 0 0 0 0 0x003f6078 0 0x01003fff 0x100 0xfff 0 0 0 0 0x7fffffff 0 0 0 0 0 0 0x30000fff 0x1c000800);
	WORDS("nv.ramfc ib=0x12_0000_3000 ib_entries=64 chan=0x20",
	      0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0x403f6078 0 0x01003fff 0 0 0x3000 0x00060012);
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.ramfc ib=0 ib_entries=48\nend\n"),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "power of two");
}

SGPU_TEST(ramht_places_by_hash)
{
	/* 0xbeef0001 hashes to 0x2d with 9 bits; a second handle with the
	 * same hash goes to the next slot */
	uint32_t h2 = 0x2d; /* 0x2d alone hashes to 0x2d */
	SGPU_ASSERT_EQ(nv_ramht_hash(h2, 9, 0), 0x2d);
	SGPU_ASSERT_EQ(
	        run("chip g80 vram=1M\nstream vram 0\nnv.ramht 9 0xbeef0001 0x700104 0x2d 5\n"
	            "end\nexpect value stream_end 0x1000\n"
	            "mem expect vram (0x2d * 8) 0xbeef0001 0x700104 0x2d 5\n"
	            "mem expect vram 0 0 0\n"),
	        SGPU_OK);
}

SGPU_TEST(errors)
{
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.inc 8 0x100 1\nend\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_EQ(msg, "t.sgs:3:8: subchannel 8 is not 0-7");
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.inc 0 0x102 1\nend\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "t.sgs:3:10: method 0x102 cannot be encoded");
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.jump 0x1002\nend\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "t.sgs:3:9: target 0x1002");
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.oldjump 0x20000000\nend\n"),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.ramht 8\nend\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "t.sgs:3:10: RAMHT bits");
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.ramht 9 1\nend\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.ramht 9 1 0\nend\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "context 0");
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.dmaobj 1 nowhere 0 0\nend\n"),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.dmaobj 1 vram 0 0 bogus=1\nend\n"),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "unknown option 'bogus'");
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.ib 0 0x400000\nend\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.pte 0x1001\nend\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.pde 0x1000 type=huge\nend\n"),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.frob\nend\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "unknown directive 'nv.frob'");
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.ret 1\nend\n"), SGPU_ERR_FORMAT);
}

/* GF100+ directives: encodings by hand from dev_ram NV_FIFO_DMA_*,
 * dev_pbdma GP_ENTRY, dev_mmu VER2, nouveau vmmgf100.c and the runlist
 * formats (docs/hw/gf100-host.md). */
SGPU_TEST(gf100_pushbuffer_and_gp)
{
	WORDS("nv.incr 1 0x100 5 6", 0x20022040 5 6);
	WORDS("nv.nonincr 0 SEM_EXECUTE 9", 0x6001001b 9);
	WORDS("nv.oneincr 7 0x3ffc 1", 0xa001efff 1);
	WORDS("nv.immd 2 set_object 0x1fff", 0x9fff4000);
	WORDS("nv.endseg", 0xe0000000);
	WORDS("nv.ssdm 0xfff\nnv.store_sdm 1\nnv.use_sdm", 0x0001fff0 0x00020010 0x00030000);
	WORDS("nv.gp 0xab12345678 0x1fffff sub=1 sync=1 cond=1 priv=1", 0x12345679 0xffffffab);
	WORDS("nv.gp_ctrl ILLEGAL\nnv.gp_ctrl PB_CRC operand=7 sync=1", 0 1 7 0x80000003);
}

SGPU_TEST(gf100_structures)
{
	WORDS("nv.ramin 0x12345000 ver2=1 big=64 target=sysram vol=1 limit=0xfffff",
	      0x12345c06 0 0xfffff 0);
	WORDS("nv.ramin 0x1000 big=128", 0x1000 0 0xffffffff 0xff);
	WORDS("nv.gf100_pde small=0x20000 big=0x3000 big_target=sysram", 0x32 0x201);
	WORDS("nv.gf100_pte 0x900000 kind=0xfe ro=1 priv=1 vol=1 target=sysram", 0x9007 0xfe5);
	WORDS("nv.ver2_pde 0x11000", 0x1102 0);
	WORDS("nv.ver2_pd0 small=0x14000 big=0x15000 big_target=sysram", 0x1504 0 0x1402 0);
	WORDS("nv.ver2_pte 0x700000 kind=0x0e ro=1 priv=1 vol=1 atomic_disable=1 target=sysram",
	      0x000700ed 0x0e000000);
	WORDS("nv.rl_chan 5\nnv.rl_tsg 3 2", 5 0 0x0a00e003 0);
	WORDS("nv.rl16_tsg 7 2 timeout=4 scale=1", 0x04010001 2 7 0);
	WORDS("nv.rl16_chan 1 0x2000 0x61200 runq=1 userd_target=sysram", 0x61282 0 0x2001 0);
}

SGPU_TEST(gf100_ramfc)
{
	WORDS("nv.ramfc_gf100 userd=0x61000 gp=0x100000 gp_entries=64 chid=3",
	      0 0 0x61000 0 0xface 0 0 0 0 0 0 0 0xfffff902 0 0 0 0 0 0x100000 0x60000);
	SGPU_ASSERT_EQ(run("chip gm20b\nstream vram 0\nnv.ramfc_gf100 userd=0x61000 gp=0x100000 "
	                   "gp_entries=48\nend\n"),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "power of two");
	SGPU_ASSERT_EQ(run("chip gm20b\nstream vram 0\nnv.immd 0 0x100 0x2000\nend\n"),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_EQ(msg, "t.sgs:3:17: immediate data 0x2000 is wider than 13 bits");
	SGPU_ASSERT_EQ(run("chip gm20b\nstream vram 0\nnv.gp 0x1000 0\nend\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_EQ(run("chip gm20b\nstream vram 0\nnv.rl16_chan 1 0x2001 0\nend\n"),
	               SGPU_ERR_FORMAT);
}

/* nv.map: the tables it allocates and the entries it writes (GF100 with
 * 128 KiB big pages; VER2), checked by hand. */
SGPU_TEST(gf100_map)
{
	/* small page VA 0x1000 -> 0x5000: PDE 0's small table from the pool
	 * (256 KiB for 128 KiB big pages), PTE 1; then a big page at 128 MiB
	 * (PDE 1) with kind 0xfe: its big table (8 KiB) follows */
	sgpu_status s =
	        run("chip gm20b vram=2M\n"
	            "nv.map 0x1000 0x1000 0x5000 0x1000 pool=0x20000 big=128\n"
	            "nv.map 0x1000 0x8000000 0x100000 0x20000 big=128 bigpages=1 kind=0xfe\n"
	            "mem expect vram 0x1000 0 0x201 0x601 0\n"
	            "mem expect vram 0x20008 0x51 0\n"
	            "mem expect vram 0x60000 0x1001 0xfe0\n");
	SGPU_ASSERT_MSG(s == SGPU_OK, "%s", msg);
	/* VER2: PD2, PD1, PD0, the small table from the pool, one PTE */
	s = run("chip gv100 vram=1M\n"
	        "nv.map 0x1000 0x3000 0x7000 0x1000 pool=0x10000 ver2=1 kind=3\n"
	        "mem expect vram 0x1000 0x1002 0\n"
	        "mem expect vram 0x10000 0x1102 0\n"
	        "mem expect vram 0x11000 0x1202 0\n"
	        "mem expect vram 0x12000 0 0 0x1302 0\n"
	        "mem expect vram 0x13018 0x701 0x03000000\n");
	SGPU_ASSERT_MSG(s == SGPU_OK, "%s", msg);
	SGPU_ASSERT_EQ(run("chip gv100\nnv.map 0x1000 0x3000 0x7000 0x1000\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "needs pool=");
}

/* nv.expect_methods and nv.expect_error outside stream blocks: a record
 * buffer written by hand and PFIFO error state set through MMIO. */
#define REC_SETUP                      \
	"chip g80 vram=1M\n"           \
	"write RECORD.BUF_LO 0x1000\n" \
	"write RECORD.COUNT 2\n"       \
	"write RECORD.PUT 24\n"        \
	"mem write vram 0x1000 0x104000 1 0x104 0x10406c 1 5\n"

SGPU_TEST(expect_methods)
{
	SGPU_ASSERT_MSG(run(REC_SETUP "nv.expect_methods count=2 1 2 OBJECT 0x104 1 2 "
	                              "SEMAPHORE_RELEASE 5\n") == SGPU_OK,
	                "%s", msg);
	SGPU_ASSERT_MSG(run(REC_SETUP "nv.expect_methods from=1 1 2 0x6c 5\n") == SGPU_OK, "%s",
	                msg);
	SGPU_ASSERT_EQ(run(REC_SETUP "nv.expect_methods 1 2 0 0x105\n"), SGPU_ERR_MISMATCH);
	SGPU_ASSERT_STR_CONTAINS(msg, "t.sgs:6:19: record entry 0: got chid 1 subc 2 mthd 0x0000 "
	                              "data 0x00000104, want chid 1 subc 2 mthd 0x0000 data "
	                              "0x00000105");
	SGPU_ASSERT_EQ(run(REC_SETUP "nv.expect_methods from=2 1 2 0 0\n"), SGPU_ERR_MISMATCH);
	SGPU_ASSERT_STR_CONTAINS(msg, "record entry 2 was not written (COUNT 2)");
	SGPU_ASSERT_EQ(run(REC_SETUP "nv.expect_methods count=3\n"), SGPU_ERR_MISMATCH);
	SGPU_ASSERT_STR_CONTAINS(msg, "RECORD.COUNT is 2, want 3");
	SGPU_ASSERT_EQ(run(REC_SETUP "nv.expect_methods 1 2 0\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "groups of 4");
	SGPU_ASSERT_EQ(run("nv.expect_methods\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "needs a device");
	SGPU_ASSERT_EQ(run("chip g80\nnv.inc 0 0x100 1\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "only allowed inside a stream block");
}

SGPU_TEST(expect_error)
{
	SGPU_ASSERT_MSG(run("chip g80\nnv.expect_error none\n") == SGPU_OK, "%s", msg);
	/* INVALID_CMD in DMA_STATE with its interrupt */
	const char *pusher = "chip g80\nwrite PFIFO.INTR_EN 0xffffffff\n"
	                     "write PFIFO.CACHE1_DMA_STATE (4 << 29)\n";
	char text[512];
	snprintf(text, sizeof(text), "%snv.expect_error pusher INVALID_CMD\n", pusher);
	SGPU_ASSERT_EQ(run(text), SGPU_ERR_MISMATCH); /* no interrupt pending */
	SGPU_ASSERT_STR_CONTAINS(msg, "nv.expect_error pusher INVALID_CMD: got INTR 0x00000000, "
	                              "DMA_STATE error 4");
	snprintf(text, sizeof(text), "%snv.expect_error none\n", pusher);
	SGPU_ASSERT_EQ(run(text), SGPU_ERR_MISMATCH);
	SGPU_ASSERT_EQ(run("chip g80\nnv.expect_error pusher BOGUS\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(msg, "unknown DMA_PUSHER error 'BOGUS'");
	SGPU_ASSERT_EQ(run("chip g80\nnv.expect_error cache FOO\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_EQ(run("chip g80\nnv.expect_error semaphore\n"), SGPU_ERR_FORMAT);
	SGPU_ASSERT_MSG(run("chip g80\nnv.expect_error semaphore NONE\n") == SGPU_OK, "%s", msg);
}
