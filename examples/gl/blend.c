/* Alpha blending, OpenGL ES 2 on EGL surfaceless (examples/gl/glex.h):
 *
 *   softgpu gl -- ./gl_blend blend.png [WIDTH HEIGHT]
 *
 * Over a background of horizontal colour and vertical alpha gradients
 * (blending off), a row of translucent quads with one blend set-up each:
 * "over" (SRC_ALPHA, ONE_MINUS_SRC_ALPHA), additive (ONE, ONE), multiply
 * (DST_COLOR, ZERO), constant alpha (CONSTANT_ALPHA with a blend colour),
 * reverse subtract, separate colour/alpha functions with
 * ONE_MINUS_DST_ALPHA, and SRC_ALPHA_SATURATE; under them a second row
 * where two quads overlap in each cell (the order matters), and a colour
 * mask that keeps green out. The PNG is the frame; exit status 0 when
 * every call succeeded. */
#include "glex.h"

static const char *vs_src = "attribute vec2 pos;\n"
                            "attribute vec4 col;\n"
                            "varying vec4 v_col;\n"
                            "void main() {\n"
                            "  v_col = col;\n"
                            "  gl_Position = vec4(pos, 0.0, 1.0);\n"
                            "}\n";
static const char *fs_src = "precision mediump float;\n"
                            "varying vec4 v_col;\n"
                            "void main() { gl_FragColor = v_col; }\n";

/* An axis-aligned quad in NDC, colours per corner (bottom-left,
 * bottom-right, top-right, top-left) */
static void quad(float x0, float y0, float x1, float y1, const float c[4][4])
{
	const GLfloat pos[] = {x0, y0, x1, y0, x1, y1, x0, y0, x1, y1, x0, y1};
	static const int corner[6] = {0, 1, 2, 0, 2, 3};
	GLfloat col[6 * 4];
	for (int i = 0; i < 6; i++)
		memcpy(col + i * 4, c[corner[i]], 4 * sizeof(GLfloat));
	glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, pos);
	glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, 0, col);
	glDrawArrays(GL_TRIANGLES, 0, 6);
}

static void flat(float x0, float y0, float x1, float y1, float r, float g, float b, float a)
{
	const float c[4][4] = {{r, g, b, a}, {r, g, b, a}, {r, g, b, a}, {r, g, b, a}};
	quad(x0, y0, x1, y1, c);
}

int main(int argc, char **argv)
{
	const char *out = "blend.png";
	int w = 128, h = 128, frames = 1;
	glex_args(argc, argv, &out, &w, &h, &frames);
	struct glex g;
	if (glex_init(&g, "gl_blend", w, h, 0))
		return 1;
	static const char *const attrs[] = {"pos", "col", NULL};
	GLuint prog = glex_program(&g, vs_src, fs_src, attrs);
	if (!prog)
		return glex_fail(&g, "glLinkProgram");
	glUseProgram(prog);
	glEnableVertexAttribArray(0);
	glEnableVertexAttribArray(1);
	glClearColor(0, 0, 0, 0);
	glClear(GL_COLOR_BUFFER_BIT);

	/* background: red to blue left to right, alpha 0 at the bottom to 1 at the top */
	const float bg[4][4] = {{0.9f, 0.2f, 0.1f, 0.0f},
	                        {0.1f, 0.3f, 0.9f, 0.0f},
	                        {0.1f, 0.8f, 0.9f, 1.0f},
	                        {0.9f, 0.9f, 0.1f, 1.0f}};
	quad(-1, -1, 1, 1, bg);

	glEnable(GL_BLEND);
	/* top row: seven cells, one quad each, translucent white-green-magenta */
	const float cw = 2.0f / 7;
	for (int i = 0; i < 7; i++) {
		float x0 = -1 + i * cw + 0.02f, x1 = -1 + (i + 1) * cw - 0.02f;
		glBlendEquation(GL_FUNC_ADD);
		switch (i) {
		case 0: glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA); break;
		case 1: glBlendFunc(GL_ONE, GL_ONE); break;
		case 2: glBlendFunc(GL_DST_COLOR, GL_ZERO); break;
		case 3:
			glBlendColor(0.2f, 0.4f, 0.6f, 0.3f);
			glBlendFunc(GL_CONSTANT_ALPHA, GL_ONE_MINUS_CONSTANT_ALPHA);
			break;
		case 4:
			glBlendEquation(GL_FUNC_REVERSE_SUBTRACT);
			glBlendFunc(GL_ONE, GL_ONE);
			break;
		case 5:
			glBlendFuncSeparate(GL_ONE_MINUS_DST_ALPHA, GL_DST_ALPHA, GL_ZERO, GL_ONE);
			break;
		default: glBlendFunc(GL_SRC_ALPHA_SATURATE, GL_ONE); break;
		}
		const float c[4][4] = {{1.0f, 1.0f, 1.0f, 0.2f},
		                       {0.2f, 1.0f, 0.3f, 0.5f},
		                       {0.8f, 0.2f, 0.9f, 0.9f},
		                       {0.5f, 0.5f, 0.5f, 0.6f}};
		quad(x0, 0.05f, x1, 0.95f, c);
	}

	/* bottom row: two overlapping quads per cell, "over" with FUNC_ADD and
	 * FUNC_SUBTRACT, premultiplied over, and a colour mask without green */
	for (int i = 0; i < 4; i++) {
		float x0 = -1 + i * 0.5f + 0.03f, x1 = -1 + (i + 1) * 0.5f - 0.03f;
		glBlendEquation(i == 1 ? GL_FUNC_SUBTRACT : GL_FUNC_ADD);
		if (i == 2)
			glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
		else
			glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
		if (i == 3)
			glColorMask(GL_TRUE, GL_FALSE, GL_TRUE, GL_TRUE);
		float xm = (x0 + x1) * 0.5f;
		flat(x0, -0.95f, xm + 0.1f, -0.35f, 0.9f * (i == 2 ? 0.6f : 1), 0.1f, 0.1f, 0.6f);
		flat(xm - 0.1f, -0.75f, x1, -0.1f, 0.1f, 0.9f * (i == 2 ? 0.5f : 1), 0.2f, 0.5f);
		glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
	}
	glDisable(GL_BLEND);
	if (glGetError() != GL_NO_ERROR)
		return glex_fail(&g, "drawing");
	int r = glex_write_png(&g, out);
	glex_fini(&g);
	return r ? glex_fail(&g, "writing the PNG") : 0;
}
